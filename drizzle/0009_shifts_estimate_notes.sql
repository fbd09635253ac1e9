CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"starts_at" bigint NOT NULL,
	"ends_at" bigint NOT NULL,
	"job_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "shifts_ends_after_start" CHECK ("shifts"."ends_at" > "shifts"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shifts_employee_start_idx" ON "shifts" USING btree ("employee_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "shifts_starts_idx" ON "shifts" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "shifts_job_idx" ON "shifts" USING btree ("job_id");