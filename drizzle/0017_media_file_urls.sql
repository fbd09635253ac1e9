CREATE INDEX "media_url_idx" ON "media" USING btree ("url");--> statement-breakpoint
CREATE INDEX "media_thumb_url_idx" ON "media" USING btree ("thumb_url");