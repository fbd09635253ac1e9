CREATE TABLE "record_stamps" (
	"collection" text NOT NULL,
	"record_id" uuid NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "record_stamps_collection_record_id_pk" PRIMARY KEY("collection","record_id")
);
