ALTER TABLE "job_activity" ADD COLUMN "received_at" bigint;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "received_at" bigint;