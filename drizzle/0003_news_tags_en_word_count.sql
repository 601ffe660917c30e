ALTER TABLE "news" ADD COLUMN "tags_en" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "word_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_word_count_check" CHECK ("news"."word_count" >= 0);