CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "content_version_single_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Every write to public content bumps the version in the writer's transaction, whatever code
-- issues it, and tells listening servers. A view count is not an edit and is ignored.
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger
LANGUAGE plpgsql
AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'updated_at' - 'view_count' - 'search_text')
     IS NOT DISTINCT FROM (to_jsonb(OLD) - 'updated_at' - 'view_count' - 'search_text') THEN
    RETURN NULL;
  END IF;
  UPDATE content_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('content_version', '');
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER departments_content_version AFTER INSERT OR UPDATE OR DELETE ON departments FOR EACH ROW EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER product_categories_content_version AFTER INSERT OR UPDATE OR DELETE ON product_categories FOR EACH ROW EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER product_items_content_version AFTER INSERT OR UPDATE OR DELETE ON product_items FOR EACH ROW EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER news_content_version AFTER INSERT OR UPDATE OR DELETE ON news FOR EACH ROW EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER media_content_version AFTER INSERT OR UPDATE OR DELETE ON media FOR EACH ROW EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER site_settings_content_version AFTER INSERT OR UPDATE OR DELETE ON site_settings FOR EACH ROW EXECUTE FUNCTION bump_content_version();
