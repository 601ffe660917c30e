-- The brand filter matched every product's brands with a regular expression per row; brand_key
-- holds them as ids once (brandId() in app/lib/slugify.ts: trimmed, lowercase, whitespace runs
-- to "-"), space-separated with a space at each end. IMMUTABLE so that a generated column can use it.
CREATE OR REPLACE FUNCTION brand_key(input text[]) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $fn$
  SELECT coalesce(' ' || string_agg(regexp_replace(lower(trim(b)), '\s+', '-', 'g'), ' ') || ' ', '')
  FROM unnest(input) AS b
$fn$;
--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "brand_key" text GENERATED ALWAYS AS (brand_key(brands)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_items_list_idx" ON "product_items" USING btree ("display_order","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "product_items"."is_active";--> statement-breakpoint
CREATE INDEX "product_items_active_category_idx" ON "product_items" USING btree ("category_id") WHERE "product_items"."is_active";--> statement-breakpoint
-- The brand filter's "LIKE '%id%'" uses a trigram index where pg_trgm exists (as search does, 0002).
DO $do$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS product_items_brand_trgm_idx ON product_items USING gin (brand_key gin_trgm_ops);
  END IF;
END
$do$;
