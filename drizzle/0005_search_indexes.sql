-- Search (q) by trigrams: pg_trgm, and array_to_string as an IMMUTABLE function so text[] fields can
-- be indexed (src/server/db/search-document.ts builds the same expressions for the queries).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION gw_text_list(items text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string(items, E'\n') $$;--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ((lower("name" || E'\n' || "notes" || E'\n' || gw_text_list("sites"))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("due_date","id") WHERE "invoices"."status" <> 'Paid';--> statement-breakpoint
CREATE INDEX "invoices_search_idx" ON "invoices" USING gin ((lower("number")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ((lower("title" || E'\n' || "address")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lead_activities_search_idx" ON "lead_activities" USING gin ((lower("summary")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lead_documents_search_idx" ON "lead_documents" USING gin ((lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lead_notes_search_idx" ON "lead_notes" USING gin ((lower("text")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ((lower("name" || E'\n' || "source")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_search_idx" ON "media" USING gin ((lower("notes")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin ((lower("subject" || E'\n' || "last_text")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notes_search_idx" ON "notes" USING gin ((lower("text")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "person_calls_search_idx" ON "person_calls" USING gin ((lower("summary")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "person_notes_search_idx" ON "person_notes" USING gin ((lower("text")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "persons_search_idx" ON "persons" USING gin ((lower("name" || E'\n' || "email" || E'\n' || "phone")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sms_messages_search_idx" ON "sms_messages" USING gin ((lower("text")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sms_threads_search_idx" ON "sms_threads" USING gin ((lower("last_text")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_chat_messages_search_idx" ON "team_chat_messages" USING gin ((lower("text" || E'\n' || "author")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_priority_idx" ON "tickets" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "tickets_search_idx" ON "tickets" USING gin ((lower("subject" || E'\n' || "description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "work_orders_id_sort_idx" ON "work_orders" USING btree (("id"::text) COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "work_orders_search_idx" ON "work_orders" USING gin ((lower(gw_text_list("materials"))) gin_trgm_ops);