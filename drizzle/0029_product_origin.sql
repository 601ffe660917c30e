-- A product's country of origin (xuất xứ, decision 048): one line a language, as typed, the English
-- falling back to the Vietnamese; NULL when not set, never '' (the product form's schema holds the same rule).
ALTER TABLE "product_items" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "country_of_origin_en" text;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_country_of_origin_check" CHECK (country_of_origin IS NULL OR (char_length(country_of_origin) BETWEEN 1 AND 100 AND country_of_origin !~ '[[:cntrl:]]' AND btrim(country_of_origin) = country_of_origin));--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_country_of_origin_en_check" CHECK (country_of_origin_en IS NULL OR (char_length(country_of_origin_en) BETWEEN 1 AND 100 AND country_of_origin_en !~ '[[:cntrl:]]' AND btrim(country_of_origin_en) = country_of_origin_en));