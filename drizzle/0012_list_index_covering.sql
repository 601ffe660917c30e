-- The public list's order index carries each product's category (INCLUDE): a page's ids and its
-- visibility (category_id IN the visible categories) are then read from the index alone, an
-- index-only scan, where a deep page of the whole list read the 20 MB table at 10,000 products
-- (decision 015). Same name, order and condition as migration 0009's.
DROP INDEX IF EXISTS "product_items_list_idx";--> statement-breakpoint
CREATE INDEX "product_items_list_idx" ON "product_items" USING btree ("display_order","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("category_id") WHERE "product_items"."is_active";
