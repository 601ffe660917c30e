CREATE TABLE "site_documents" (
	"slot" text PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_documents_slot_check" CHECK (slot IN ('brochure'))
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "tax_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "registration" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "registration_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "registered_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "registered_address_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_documents" ADD CONSTRAINT "site_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_tax_code_check" CHECK ("site_settings"."tax_code" ~ '^([0-9]{10}(-[0-9]{3})?)?$');--> statement-breakpoint
-- The training page offers the brochure: its changes move the content version (render cache).
CREATE TRIGGER site_documents_content_version AFTER INSERT OR UPDATE OR DELETE ON site_documents FOR EACH ROW EXECUTE FUNCTION bump_content_version();
