CREATE TABLE "visit_confirmations" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"person_id" uuid NOT NULL,
	"confirmed_at" bigint NOT NULL,
	"job_date" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_confirmations" ADD CONSTRAINT "visit_confirmations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_confirmations" ADD CONSTRAINT "visit_confirmations_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;