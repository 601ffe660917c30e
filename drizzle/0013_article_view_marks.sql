CREATE TABLE "article_view_marks" (
	"article_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_view_marks_article_id_visitor_pk" PRIMARY KEY("article_id","visitor")
);
--> statement-breakpoint
ALTER TABLE "article_view_marks" ADD CONSTRAINT "article_view_marks_article_id_news_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_view_marks_seen_idx" ON "article_view_marks" USING btree ("seen_at");