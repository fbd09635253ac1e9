CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"thread_id" uuid NOT NULL,
	"from" text NOT NULL,
	"text" text NOT NULL,
	"ts" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_threads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"person_id" uuid NOT NULL,
	"last_text" text DEFAULT '' NOT NULL,
	"updated_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_chat_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"chat_id" uuid NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "thumb_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "file_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_thread_id_sms_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."sms_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_threads" ADD CONSTRAINT "sms_threads_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_chat_messages" ADD CONSTRAINT "team_chat_messages_chat_id_team_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."team_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_messages_thread_ts_idx" ON "sms_messages" USING btree ("thread_id","ts","id");--> statement-breakpoint
CREATE INDEX "sms_messages_ts_idx" ON "sms_messages" USING btree ("ts","id");--> statement-breakpoint
CREATE INDEX "sms_threads_updated_idx" ON "sms_threads" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "sms_threads_person_idx" ON "sms_threads" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "team_chat_messages_chat_sent_idx" ON "team_chat_messages" USING btree ("chat_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "team_chat_messages_sent_idx" ON "team_chat_messages" USING btree ("sent_at","id");