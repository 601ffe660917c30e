-- A product's photo gallery (issue 53.3, decision 045): an array in its row, so that its history
-- (content_revisions' to_jsonb of the row), restore, recently deleted list and content version
-- follow the product's. Each photo is {url, alt, altEn}; at most 12, each address once.
CREATE OR REPLACE FUNCTION product_gallery_valid(gallery jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $fn$
  SELECT CASE WHEN jsonb_typeof(gallery) IS DISTINCT FROM 'array' THEN false
    WHEN jsonb_array_length(gallery) > 12 THEN false
    ELSE NOT EXISTS (
      SELECT 1 FROM jsonb_array_elements(gallery) AS e(photo)
      WHERE jsonb_typeof(photo) <> 'object'
        OR (SELECT count(*) FROM jsonb_object_keys(photo) AS k(name) WHERE name IN ('url', 'alt', 'altEn')) <> 3
        OR (SELECT count(*) FROM jsonb_object_keys(photo)) <> 3
        OR jsonb_typeof(photo -> 'url') <> 'string'
        OR jsonb_typeof(photo -> 'alt') <> 'string'
        OR jsonb_typeof(photo -> 'altEn') <> 'string'
        OR char_length(photo ->> 'url') NOT BETWEEN 1 AND 2000
        OR char_length(photo ->> 'alt') > 300
        OR char_length(photo ->> 'altEn') > 300
    ) AND (SELECT count(DISTINCT photo ->> 'url') FROM jsonb_array_elements(gallery) AS e(photo)) = jsonb_array_length(gallery)
  END
$fn$;
--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "gallery" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_gallery_check" CHECK (product_gallery_valid("product_items"."gallery"));
