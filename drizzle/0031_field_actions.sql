CREATE TABLE "job_activity" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" bigint NOT NULL,
	"user_id" uuid,
	"employee_id" uuid,
	"reason" text,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "client_mail_settings" ADD COLUMN "no_texts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_up_settings" ADD COLUMN "on_my_way_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_activity" ADD CONSTRAINT "job_activity_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_activity" ADD CONSTRAINT "job_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_activity" ADD CONSTRAINT "job_activity_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_activity_job_at_idx" ON "job_activity" USING btree ("job_id","at");