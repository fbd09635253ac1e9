ALTER TABLE "set_password_links" ADD COLUMN "purpose" text DEFAULT 'set-password' NOT NULL;--> statement-breakpoint
ALTER TABLE "set_password_links" ADD COLUMN "expires_at" bigint;--> statement-breakpoint
UPDATE "set_password_links" SET "expires_at" = "created_at" + 259200000;--> statement-breakpoint
ALTER TABLE "set_password_links" ALTER COLUMN "expires_at" SET NOT NULL;
