CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" bigint NOT NULL,
	"ends_at" bigint,
	"source" text NOT NULL,
	"start_location" jsonb,
	"end_location" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"employee_id" uuid NOT NULL,
	"week_start" text NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"submitted_at" bigint,
	"submitted_by" uuid,
	"decided_at" bigint,
	"decided_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "timesheets_employee_id_week_start_pk" PRIMARY KEY("employee_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_open_idx" ON "time_entries" USING btree ("employee_id") WHERE "time_entries"."ends_at" IS NULL;--> statement-breakpoint
CREATE INDEX "time_entries_employee_start_idx" ON "time_entries" USING btree ("employee_id","starts_at");