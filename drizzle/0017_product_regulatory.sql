-- Issue 31.1: a product's risk class (Decree 98/2021: A to D) and its circulation number (số lưu
-- hành) or import licence number, both optional.
ALTER TABLE "product_items" ADD COLUMN "risk_class" text;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "circulation_number" text;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_risk_class_check" CHECK (risk_class IS NULL OR risk_class IN ('A', 'B', 'C', 'D'));--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_circulation_number_check" CHECK (circulation_number IS NULL OR (char_length(circulation_number) BETWEEN 1 AND 60 AND circulation_number !~ '[[:cntrl:]]' AND btrim(circulation_number) = circulation_number));--> statement-breakpoint
-- Search finds a product by its circulation number: the folded search text takes it in. A generated
-- column's expression cannot be altered before PostgreSQL 17, so the column is made again (its
-- trigram index goes with it and is made again below, as migration 0002 does).
ALTER TABLE "product_items" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(name || ' ' || name_en || ' ' || description || ' ' || description_en || ' ' || immutable_array_to_string(brands, ' ') || ' ' || coalesce(circulation_number, ''))) STORED NOT NULL;--> statement-breakpoint
-- Kept in the row, as migration 0012 decided: a search reads it for every candidate. The column is
-- new, so the rows are written again to take the storage.
ALTER TABLE "product_items" ALTER COLUMN "search_text" SET STORAGE MAIN;--> statement-breakpoint
UPDATE "product_items" SET "search_text" = DEFAULT;--> statement-breakpoint
DO $do$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS product_items_search_trgm_idx ON product_items USING gin (search_text gin_trgm_ops);
  END IF;
END
$do$;
