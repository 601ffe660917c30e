-- The admin product list pages a category by LIMIT/OFFSET in its list order (display order, then
-- newest): the category index now holds that whole order, so a page's ids are read from the index
-- alone (an index-only scan) instead of sorting every row of the category (issue 26).
DROP INDEX "product_items_category_idx";--> statement-breakpoint
CREATE INDEX "product_items_category_idx" ON "product_items" USING btree ("category_id","display_order","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
