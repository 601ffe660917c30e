ALTER TABLE "quote_requests" ADD COLUMN "topic" text DEFAULT 'quote' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "course" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "source_page" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_topic_check" CHECK (topic IN ('quote', 'general', 'training', 'consultation', 'brochure', 'partnership'));--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_course_check" CHECK (char_length(course) BETWEEN 0 AND 300);--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_course_topic_check" CHECK (course = '' OR topic = 'training');--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_source_page_check" CHECK (char_length(source_page) BETWEEN 0 AND 300);--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_source_page_shape_check" CHECK (source_page = '' OR source_page ~ '^/([^/?#[:space:][:cntrl:]][^?#[:space:][:cntrl:]]*)?$');--> statement-breakpoint
-- Requests stored before this migration that name no product were general enquiries.
UPDATE "quote_requests" SET "topic" = 'general' WHERE NOT EXISTS (SELECT 1 FROM "quote_request_products" p WHERE p.request_id = "quote_requests".id);
