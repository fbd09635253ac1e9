CREATE TABLE "media_blobs" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
