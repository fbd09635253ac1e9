ALTER TABLE "users" ADD COLUMN "employee_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Users become accounts (issue #20): the roles of before take their new names, e-mails are kept in
-- lower case, and where two users shared an e-mail the later one gets a marked copy, so that the
-- unique index can be made and sign-in finds one account per e-mail.
UPDATE "users" SET "role" = 'Owner' WHERE "role" = 'Admin';--> statement-breakpoint
UPDATE "users" SET "role" = 'Office' WHERE "role" = 'Manager';--> statement-breakpoint
UPDATE "users" SET "email" = lower(btrim("email"));--> statement-breakpoint
UPDATE "users" AS u SET "email" = u."email" || '.duplicate-' || left(u."id"::text, 8)
  WHERE EXISTS (
    SELECT 1 FROM "users" AS o
    WHERE o."email" = u."email" AND (o."created_at", o."id") < (u."created_at", u."id")
  );--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_employee_idx" ON "users" USING btree ("employee_id");