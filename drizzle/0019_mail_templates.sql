CREATE TABLE "mail_templates" (
	"kind" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"updated_at" bigint NOT NULL,
	"updated_by" uuid
);
