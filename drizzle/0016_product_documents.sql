CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"preview_key" text,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"pages" integer,
	"original_name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_sha256_unique" UNIQUE("sha256"),
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "documents_sha256_check" CHECK ("documents"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "documents_kind_check" CHECK (kind IN ('datasheet', 'ifu', 'catalogue', 'licence', 'certificate', 'other')),
	CONSTRAINT "documents_language_check" CHECK (language IN ('vi', 'en', 'other')),
	CONSTRAINT "documents_mime_check" CHECK (mime_type IN ('application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')),
	CONSTRAINT "documents_size_check" CHECK (size_bytes > 0 AND size_bytes <= CASE mime_type WHEN 'application/pdf' THEN 52428800 WHEN 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' THEN 20971520 WHEN 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' THEN 20971520 END),
	CONSTRAINT "documents_pages_check" CHECK ((mime_type = 'application/pdf') = (pages IS NOT NULL) AND (pages IS NULL OR pages BETWEEN 1 AND 100000)),
	CONSTRAINT "documents_original_name_check" CHECK (char_length(original_name) BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "product_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"valid_until" date,
	"is_public" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_documents_product_document_unique" UNIQUE("product_id","document_id"),
	CONSTRAINT "product_documents_position_check" CHECK ("product_documents"."position" >= 0),
	CONSTRAINT "product_documents_title_check" CHECK (char_length(title) BETWEEN 1 AND 200),
	CONSTRAINT "product_documents_title_en_check" CHECK (char_length(title_en) <= 200)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_kind_check";--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_product_items_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_documents_document_idx" ON "product_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "product_documents_valid_until_idx" ON "product_documents" USING btree ("valid_until") WHERE "product_documents"."valid_until" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_kind_check" CHECK (entity_kind IN ('product', 'category', 'department', 'article', 'media', 'document', 'redirect', 'settings', 'user', 'session', 'other'));--> statement-breakpoint
-- The product page lists its documents: their writes move the content version (render cache), as the products' do.
CREATE TRIGGER documents_content_version AFTER INSERT OR UPDATE OR DELETE ON documents FOR EACH ROW EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER product_documents_content_version AFTER INSERT OR UPDATE OR DELETE ON product_documents FOR EACH ROW EXECUTE FUNCTION bump_content_version();
