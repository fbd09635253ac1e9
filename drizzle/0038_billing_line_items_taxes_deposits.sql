ALTER TABLE "estimates" ADD COLUMN "tax_name" text DEFAULT 'Sales tax' NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "round_totals" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "deposit" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "line_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax" numeric(6, 4) DEFAULT 0.08 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_name" text DEFAULT 'Sales tax' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "round_totals" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "job_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deposit_estimate_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deposit_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deposit_credit" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "tax_name" text DEFAULT 'Sales tax' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "tax_percent" numeric(5, 2) DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "round_totals" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deposit_estimate_id_estimates_id_fk" FOREIGN KEY ("deposit_estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deposit_invoice_id_invoices_id_fk" FOREIGN KEY ("deposit_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_job_ids_idx" ON "invoices" USING gin ("job_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_deposit_estimate_unique" ON "invoices" USING btree ("deposit_estimate_id");--> statement-breakpoint
-- Invoices made before name their one related job: it is the job they bill (decision 059).
UPDATE "invoices" SET "job_ids" = ARRAY["job_id"::text] WHERE "job_id" IS NOT NULL;
