CREATE TABLE "estimate_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"estimate_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"message" text,
	"estimate_version" integer NOT NULL,
	"at" bigint NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "estimate_responses" ADD CONSTRAINT "estimate_responses_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_responses" ADD CONSTRAINT "estimate_responses_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_responses_version_idx" ON "estimate_responses" USING btree ("estimate_id","estimate_version","kind");