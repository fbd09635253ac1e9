-- persons_search: what a search of persons sorted by name reads (decision 020). Filled from persons
-- before its indexes are built, then kept by the trigger below in the same transaction as every
-- write to persons. Its key and doc are the expressions src/server/db/list-sql.ts sorts and searches
-- persons by (textSortKey, searchDocument); search-table.test.ts checks they agree.
CREATE TABLE "persons_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text COLLATE "C" NOT NULL,
	"doc" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "persons_search" ("id", "key", "doc")
SELECT "id", lower("name"), lower("name" || E'\n' || "email" || E'\n' || "phone") FROM "persons";--> statement-breakpoint
CREATE INDEX "persons_search_walk_idx" ON "persons_search" USING btree ("key","id","doc");--> statement-breakpoint
CREATE INDEX "persons_search_doc_idx" ON "persons_search" USING gin ("doc" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE FUNCTION gw_persons_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "persons_search" WHERE "id" = OLD."id";
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."id" <> OLD."id" THEN
    DELETE FROM "persons_search" WHERE "id" = OLD."id";
  END IF;
  INSERT INTO "persons_search" AS s ("id", "key", "doc")
  VALUES (NEW."id", lower(NEW."name"), lower(NEW."name" || E'\n' || NEW."email" || E'\n' || NEW."phone"))
  ON CONFLICT ("id") DO UPDATE SET "key" = EXCLUDED."key", "doc" = EXCLUDED."doc"
  WHERE s."key" IS DISTINCT FROM EXCLUDED."key" OR s."doc" IS DISTINCT FROM EXCLUDED."doc";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "persons_search_sync" AFTER INSERT OR DELETE OR UPDATE OF "id", "name", "email", "phone"
ON "persons" FOR EACH ROW EXECUTE FUNCTION gw_persons_search_sync();--> statement-breakpoint
CREATE FUNCTION gw_persons_search_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "persons_search";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "persons_search_truncate" AFTER TRUNCATE ON "persons"
FOR EACH STATEMENT EXECUTE FUNCTION gw_persons_search_truncate();--> statement-breakpoint
ANALYZE "persons_search";
