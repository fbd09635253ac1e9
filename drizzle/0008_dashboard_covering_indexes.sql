-- The dashboard's sums (open estimates, overdue invoices, revenue of a period) read the columns they
-- add up from the index that finds their rows: index-only scans instead of visiting thousands of rows.
DROP INDEX "estimates_status_idx";--> statement-breakpoint
DROP INDEX "invoices_unpaid_due_idx";--> statement-breakpoint
DROP INDEX "payments_date_idx";--> statement-breakpoint
CREATE INDEX "estimates_status_idx" ON "estimates" USING btree ("status","total");--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("due_date","id","amount","status") WHERE "invoices"."status" <> 'Paid';--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("date","id","amount");