CREATE TABLE "client_mail_settings" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"no_automatic_reminders" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"invoice_reminders_enabled" boolean DEFAULT true NOT NULL,
	"reminder_first_days" integer DEFAULT 3 NOT NULL,
	"reminder_every_days" integer DEFAULT 7 NOT NULL,
	"reminder_max" integer DEFAULT 3 NOT NULL,
	"estimate_follow_up_enabled" boolean DEFAULT true NOT NULL,
	"estimate_follow_up_days" integer DEFAULT 3 NOT NULL,
	"visit_reminders_enabled" boolean DEFAULT false NOT NULL,
	"send_hour" integer DEFAULT 9 NOT NULL,
	CONSTRAINT "follow_up_settings_single_row" CHECK ("follow_up_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "follow_ups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"due_key" text NOT NULL,
	"sent_at" bigint NOT NULL,
	"outbox_id" uuid
);
--> statement-breakpoint
ALTER TABLE "client_mail_settings" ADD CONSTRAINT "client_mail_settings_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_ups_record_seq_idx" ON "follow_ups" USING btree ("kind","record_id","seq");