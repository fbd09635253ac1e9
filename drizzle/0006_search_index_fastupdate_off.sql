-- Trigram indexes without GIN's pending list (search-document.ts says why): switched off in place and
-- the list already pending merged now, instead of rebuilding the indexes.
ALTER INDEX "companies_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"companies_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "invoices_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"invoices_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "jobs_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"jobs_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "lead_activities_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"lead_activities_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "lead_documents_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"lead_documents_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "lead_notes_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"lead_notes_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "leads_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"leads_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "media_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"media_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "messages_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"messages_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "notes_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"notes_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "person_calls_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"person_calls_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "person_notes_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"person_notes_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "persons_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"persons_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "sms_messages_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"sms_messages_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "sms_threads_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"sms_threads_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "team_chat_messages_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"team_chat_messages_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "tickets_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"tickets_search_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "work_orders_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"work_orders_search_idx"'::regclass);
