CREATE TABLE "client_hub_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"request_form_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "client_hub_settings_single_row" CHECK ("client_hub_settings"."id" = 1)
);
