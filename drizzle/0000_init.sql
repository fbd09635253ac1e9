CREATE TABLE "activity" (
	"date_iso" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"primary_contact" uuid,
	"sites" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contractors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"insurance_on_file" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"members" text[] DEFAULT '{}'::text[] NOT NULL,
	"on_site_now" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"hourly_rate" numeric(12, 2) NOT NULL,
	"availability" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_person_id" uuid NOT NULL,
	"line_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"tax" numeric(6, 4) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"created_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"fields" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"job_id" uuid,
	"client_person_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"due_date" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"client_person_id" uuid NOT NULL,
	"address" text NOT NULL,
	"date" bigint NOT NULL,
	"status" text NOT NULL,
	"assigned_crew_id" uuid,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"stage" text NOT NULL,
	"person_id" uuid NOT NULL,
	"created_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid,
	"url" text NOT NULL,
	"taken_at" bigint NOT NULL,
	"type" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"person_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"unread" boolean DEFAULT true NOT NULL,
	"last_text" text DEFAULT '' NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"folder" text NOT NULL,
	"text" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid,
	"date" bigint NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_activity_at" bigint NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"tier" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"limit" integer NOT NULL,
	CONSTRAINT "plan_single_row" CHECK ("plan"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form_id" uuid,
	"submittedAt" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_chats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"last_text" text DEFAULT '' NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"createdAt" bigint NOT NULL,
	"submissions" integer DEFAULT 0 NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"materials" text[] DEFAULT '{}'::text[] NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_primary_contact_persons_id_fk" FOREIGN KEY ("primary_contact") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_client_person_id_persons_id_fk" FOREIGN KEY ("client_person_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_person_id_persons_id_fk" FOREIGN KEY ("client_person_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_person_id_persons_id_fk" FOREIGN KEY ("client_person_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_assigned_crew_id_crews_id_fk" FOREIGN KEY ("assigned_crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree (lower("name") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "companies_primary_contact_idx" ON "companies" USING btree ("primary_contact");--> statement-breakpoint
CREATE INDEX "contractors_company_idx" ON "contractors" USING btree (lower("company") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "contractors_insurance_idx" ON "contractors" USING btree ("insurance_on_file");--> statement-breakpoint
CREATE INDEX "crews_name_idx" ON "crews" USING btree (lower("name") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "crews_on_site_idx" ON "crews" USING btree ("on_site_now");--> statement-breakpoint
CREATE INDEX "employees_name_idx" ON "employees" USING btree (lower("name") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "employees_rate_idx" ON "employees" USING btree ("hourly_rate","id");--> statement-breakpoint
CREATE INDEX "employees_role_idx" ON "employees" USING btree ("role");--> statement-breakpoint
CREATE INDEX "employees_availability_idx" ON "employees" USING btree ("availability");--> statement-breakpoint
CREATE INDEX "estimates_created_idx" ON "estimates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "estimates_total_idx" ON "estimates" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "estimates_client_idx" ON "estimates" USING btree ("client_person_id");--> statement-breakpoint
CREATE INDEX "estimates_status_idx" ON "estimates" USING btree ("status");--> statement-breakpoint
CREATE INDEX "forms_name_idx" ON "forms" USING btree (lower("name") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_number_sort_idx" ON "invoices" USING btree (lower("number") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "invoices_amount_idx" ON "invoices" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_person_id");--> statement-breakpoint
CREATE INDEX "invoices_job_idx" ON "invoices" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status");--> statement-breakpoint
CREATE INDEX "jobs_date_idx" ON "jobs" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_title_idx" ON "jobs" USING btree (lower("title") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "jobs_client_idx" ON "jobs" USING btree ("client_person_id");--> statement-breakpoint
CREATE INDEX "jobs_crew_idx" ON "jobs" USING btree ("assigned_crew_id");--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_name_idx" ON "leads" USING btree (lower("name") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "leads_person_idx" ON "leads" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "leads_stage_idx" ON "leads" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source");--> statement-breakpoint
CREATE INDEX "media_taken_idx" ON "media" USING btree ("taken_at","id");--> statement-breakpoint
CREATE INDEX "media_job_idx" ON "media" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "media_type_idx" ON "media" USING btree ("type");--> statement-breakpoint
CREATE INDEX "messages_updated_idx" ON "messages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "messages_person_idx" ON "messages" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("unread");--> statement-breakpoint
CREATE INDEX "notes_timestamp_idx" ON "notes" USING btree ("timestamp","id");--> statement-breakpoint
CREATE INDEX "notes_folder_idx" ON "notes" USING btree ("folder");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_method_idx" ON "payments" USING btree ("method");--> statement-breakpoint
CREATE INDEX "persons_name_idx" ON "persons" USING btree (lower("name") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "persons_last_activity_idx" ON "persons" USING btree ("last_activity_at","id");--> statement-breakpoint
CREATE INDEX "persons_created_idx" ON "persons" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "submissions_submitted_idx" ON "submissions" USING btree (lower("submittedAt") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "submissions_form_idx" ON "submissions" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "submissions_status_idx" ON "submissions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "submissions_source_idx" ON "submissions" USING btree ("source");--> statement-breakpoint
CREATE INDEX "team_chats_updated_idx" ON "team_chats" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "templates_name_idx" ON "templates" USING btree (lower("name") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "templates_type_idx" ON "templates" USING btree ("type");--> statement-breakpoint
CREATE INDEX "work_orders_job_idx" ON "work_orders" USING btree ("job_id");