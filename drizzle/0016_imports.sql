CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"at" bigint NOT NULL,
	"actor" text NOT NULL,
	"created" integer NOT NULL,
	"updated" integer NOT NULL,
	"skipped" integer NOT NULL,
	"created_rows" jsonb NOT NULL,
	"previous_rows" jsonb NOT NULL,
	"undone_at" bigint
);
--> statement-breakpoint
CREATE INDEX "imports_at_idx" ON "imports" USING btree ("at","id");