CREATE INDEX "media_url_idx" ON "media" USING hash ("url");--> statement-breakpoint
CREATE INDEX "media_thumb_url_idx" ON "media" USING hash ("thumb_url");