CREATE TABLE "provider_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"payment_id" uuid,
	"invoice_id" uuid,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"event_id" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_webhooks" (
	"provider" text PRIMARY KEY NOT NULL,
	"last_received_at" bigint NOT NULL,
	"last_event_type" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payments_provider_id_idx" ON "provider_payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "provider_payments_intent_idx" ON "provider_payments" USING btree ("payment_intent_id");