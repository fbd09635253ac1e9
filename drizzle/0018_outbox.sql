CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"about_collection" text,
	"about_id" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" bigint,
	"claimed_until" bigint,
	"last_error" text,
	"provider_message_id" text,
	"created_at" bigint NOT NULL,
	"sent_at" bigint,
	"created_by" uuid,
	"dedupe_key" text,
	"secret" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_messages_status_created_idx" ON "outbox_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE status IN ('queued', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_dedupe_key_unique" ON "outbox_messages" USING btree ("dedupe_key");