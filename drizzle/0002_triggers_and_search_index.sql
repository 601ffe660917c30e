-- updated_at follows every UPDATE that changes content, whatever code issues it. A view count
-- is not an edit, and generated columns are not computed yet in a BEFORE trigger: both are ignored.
CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  IF (to_jsonb(NEW) - 'updated_at' - 'view_count' - 'search_text')
     IS DISTINCT FROM (to_jsonb(OLD) - 'updated_at' - 'view_count' - 'search_text') THEN
    NEW.updated_at := now();
  ELSE
    NEW.updated_at := OLD.updated_at;
  END IF;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER admin_users_updated_at BEFORE UPDATE ON admin_users FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER departments_updated_at BEFORE UPDATE ON departments FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER product_categories_updated_at BEFORE UPDATE ON product_categories FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER product_items_updated_at BEFORE UPDATE ON product_items FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER news_updated_at BEFORE UPDATE ON news FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER site_settings_updated_at BEFORE UPDATE ON site_settings FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
-- Substring search ("LIKE '%q%'") over the folded text uses a trigram index where pg_trgm exists;
-- elsewhere a sequential scan over one short column still answers 10,000 products quickly.
DO $do$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS product_items_search_trgm_idx ON product_items USING gin (search_text gin_trgm_ops);
  END IF;
END
$do$;
