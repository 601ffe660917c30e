CREATE TABLE "product_view_days" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "product_view_days_product_id_day_pk" PRIMARY KEY("product_id","day"),
	CONSTRAINT "product_view_days_views_check" CHECK ("product_view_days"."views" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_view_marks" (
	"product_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_view_marks_product_id_visitor_pk" PRIMARY KEY("product_id","visitor")
);
--> statement-breakpoint
ALTER TABLE "product_view_days" ADD CONSTRAINT "product_view_days_product_id_product_items_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_view_marks" ADD CONSTRAINT "product_view_marks_product_id_product_items_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_view_days_day_idx" ON "product_view_days" USING btree ("day","product_id","views");--> statement-breakpoint
CREATE INDEX "product_view_marks_seen_idx" ON "product_view_marks" USING btree ("seen_at");