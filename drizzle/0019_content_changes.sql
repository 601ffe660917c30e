CREATE TABLE "content_changes" (
	"version" bigint PRIMARY KEY NOT NULL,
	"topics" text[] NOT NULL
);
--> statement-breakpoint
-- What each write touched, in the row of the version it made (issue 26.3; the names are those of
-- app/lib/content-topics.ts): any product change touches 'products' and 'product:{id}' (its page,
-- and the lists that show it); one that changes which products a list shows or their order,
-- 'product-lists'; one that changes a product's searchable text, 'product-text:["before","after"]'
-- (the searches whose words one holds and not the other). An article touches 'news' (its page shows others).
-- A document touches the products it is attached to. Every other content table (settings,
-- departments, categories, media) is on every page: '*'.
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
DECLARE
  after_row jsonb;
  before_row jsonb;
  touched text[];
  bumped bigint;
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'updated_at' - 'view_count' - 'search_text')
     IS NOT DISTINCT FROM (to_jsonb(OLD) - 'updated_at' - 'view_count' - 'search_text') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN after_row := to_jsonb(OLD); ELSE after_row := to_jsonb(NEW); END IF;
  IF TG_OP = 'UPDATE' THEN before_row := to_jsonb(OLD); ELSE before_row := after_row; END IF;
  touched := CASE TG_TABLE_NAME
    WHEN 'product_items' THEN ARRAY['products', 'product:' || (after_row->>'id')]
      -- Which products a list shows, and in what order (a search's: see below).
      || CASE WHEN TG_OP <> 'UPDATE' OR (before_row->'is_active', before_row->'is_featured',
           before_row->'category_id', before_row->'brand_key', before_row->'display_order', before_row->'created_at')
           IS DISTINCT FROM (after_row->'is_active', after_row->'is_featured', after_row->'category_id',
           after_row->'brand_key', after_row->'display_order', after_row->'created_at')
         THEN ARRAY['product-lists'] ELSE ARRAY[]::text[] END
      -- Its searchable text before and after, as a JSON pair: the searches whose words one holds
      -- and not the other now show it, or no longer do.
      || CASE WHEN TG_OP = 'UPDATE' AND before_row->>'search_text' IS DISTINCT FROM after_row->>'search_text'
         THEN ARRAY['product-text:' || json_build_array(before_row->>'search_text', after_row->>'search_text')::text]
         ELSE ARRAY[]::text[] END
    WHEN 'product_documents' THEN
      ARRAY['product:' || (after_row->>'product_id'), 'product:' || (before_row->>'product_id')]
    WHEN 'documents' THEN ARRAY(
      SELECT DISTINCT 'product:' || pd.product_id FROM product_documents pd
      WHERE pd.document_id = (after_row->>'id')::integer)
    WHEN 'news' THEN ARRAY['news', 'article:' || (after_row->>'id')]
    ELSE ARRAY['*']
  END;
  UPDATE content_version SET version = version + 1 WHERE id = 1 RETURNING version INTO bumped;
  INSERT INTO content_changes (version, topics) VALUES (bumped, touched);
  -- A cache further behind than this treats the gap as a change to everything.
  IF bumped % 256 = 0 THEN
    DELETE FROM content_changes WHERE version <= bumped - 4096;
  END IF;
  PERFORM pg_notify('content_version', '');
  RETURN NULL;
END
$fn$;
