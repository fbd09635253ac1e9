ALTER TABLE "workspace_settings" ADD COLUMN "business_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "business_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "business_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "payment_instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "paper_size" text DEFAULT 'Letter' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "time_zone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "logo" text;