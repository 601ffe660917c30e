CREATE TABLE "slug_redirects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slug_redirects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"from_slug" text NOT NULL,
	"scope_department_id" integer,
	"product_id" integer,
	"article_id" integer,
	"category_id" integer,
	"department_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_kind_check" CHECK (kind IN ('product', 'category', 'department', 'article')),
	CONSTRAINT "slug_redirects_from_slug_check" CHECK ("slug_redirects"."from_slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "slug_redirects_target_check" CHECK (num_nonnulls(product_id, article_id, category_id, department_id) <= 1
        AND (product_id IS NULL OR kind = 'product') AND (article_id IS NULL OR kind = 'article')
        AND (category_id IS NULL OR kind = 'category') AND (department_id IS NULL OR kind = 'department')
        AND (kind IN ('product', 'article') OR num_nonnulls(category_id, department_id) = 1)),
	CONSTRAINT "slug_redirects_scope_check" CHECK ((kind = 'category') = (scope_department_id IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_scope_department_id_departments_id_fk" FOREIGN KEY ("scope_department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_product_id_product_items_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_article_id_news_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slug_redirects_from_unique" ON "slug_redirects" USING btree ("kind","from_slug") WHERE kind <> 'category';--> statement-breakpoint
CREATE UNIQUE INDEX "slug_redirects_category_from_unique" ON "slug_redirects" USING btree ("scope_department_id","from_slug") WHERE kind = 'category';--> statement-breakpoint
CREATE INDEX "slug_redirects_product_idx" ON "slug_redirects" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "slug_redirects_article_idx" ON "slug_redirects" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "slug_redirects_category_idx" ON "slug_redirects" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "slug_redirects_department_idx" ON "slug_redirects" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "slug_redirects_created_idx" ON "slug_redirects" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_username_check" CHECK ("admin_users"."username" ~ '^[a-zA-Z0-9._-]{3,50}$');