CREATE TABLE "job_series" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"rule" text NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" bigint NOT NULL,
	"ends_before" bigint,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"made_until" bigint NOT NULL,
	"visits_made" integer DEFAULT 0 NOT NULL,
	"first_job_id" uuid,
	"title" text NOT NULL,
	"client_person_id" uuid NOT NULL,
	"address" text NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"crew_instructions" text DEFAULT '' NOT NULL,
	"assigned_crew_id" uuid,
	"ended_at" bigint,
	"created_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "series_occurrence" bigint;--> statement-breakpoint
ALTER TABLE "job_series" ADD CONSTRAINT "job_series_client_person_id_persons_id_fk" FOREIGN KEY ("client_person_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_series" ADD CONSTRAINT "job_series_assigned_crew_id_crews_id_fk" FOREIGN KEY ("assigned_crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_series_created_idx" ON "job_series" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_series_title_idx" ON "job_series" USING btree (lower("title") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "job_series_client_idx" ON "job_series" USING btree ("client_person_id");--> statement-breakpoint
CREATE INDEX "job_series_made_until_idx" ON "job_series" USING btree ("made_until") WHERE "job_series"."ended_at" IS NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_series_id_job_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."job_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_series_occurrence_idx" ON "jobs" USING btree ("series_id","series_occurrence");