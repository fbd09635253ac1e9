CREATE TABLE "hub_access" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"revoked_at" bigint,
	"last_visit_at" bigint
);
--> statement-breakpoint
CREATE TABLE "hub_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"person_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"created_by" uuid,
	"revoked_at" bigint,
	CONSTRAINT "hub_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "hub_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" uuid NOT NULL,
	"created_at" bigint NOT NULL,
	"last_seen_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hub_access" ADD CONSTRAINT "hub_access_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_links" ADD CONSTRAINT "hub_links_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_links" ADD CONSTRAINT "hub_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_sessions" ADD CONSTRAINT "hub_sessions_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hub_links_person_idx" ON "hub_links" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "hub_sessions_person_idx" ON "hub_sessions" USING btree ("person_id");