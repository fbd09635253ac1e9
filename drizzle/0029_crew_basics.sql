ALTER TABLE "crews" ADD COLUMN "lead_employee_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "crew_instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_lead_employee_id_employees_id_fk" FOREIGN KEY ("lead_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crews_lead_idx" ON "crews" USING btree ("lead_employee_id");