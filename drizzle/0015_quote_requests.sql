CREATE TABLE "form_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"key" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	CONSTRAINT "form_keys_single_row" CHECK ("form_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "quote_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"recipients" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_outbox_kind_check" CHECK ("quote_outbox"."kind" IN ('staff', 'acknowledgement')),
	CONSTRAINT "quote_outbox_attempts_check" CHECK ("quote_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_refusals" (
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_refusals_day_reason_pk" PRIMARY KEY("day","reason"),
	CONSTRAINT "quote_refusals_reason_check" CHECK (reason IN ('honeypot', 'too_fast', 'bad_token', 'rate_address', 'rate_email', 'too_large', 'link_in_name')),
	CONSTRAINT "quote_refusals_count_check" CHECK ("quote_refusals"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_request_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_request_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_request_notes_body_check" CHECK (char_length(body) BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "quote_request_products" (
	"request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	CONSTRAINT "quote_request_products_request_id_position_pk" PRIMARY KEY("request_id","position"),
	CONSTRAINT "quote_request_products_position_check" CHECK (position BETWEEN 0 AND 19),
	CONSTRAINT "quote_request_products_name_check" CHECK (char_length(product_name) BETWEEN 1 AND 300)
);
--> statement-breakpoint
CREATE TABLE "quote_request_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_request_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_request_status_changes_status_check" CHECK (from_status IN ('new', 'in_progress', 'quoted', 'closed') AND to_status IN ('new', 'in_progress', 'quoted', 'closed')
        AND from_status <> to_status)
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"province" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"preferred_contact" text NOT NULL,
	"consent_text" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_name_check" CHECK (char_length(name) BETWEEN 1 AND 100),
	CONSTRAINT "quote_requests_organisation_check" CHECK (char_length(organisation) BETWEEN 0 AND 200),
	CONSTRAINT "quote_requests_position_check" CHECK (char_length(position) BETWEEN 0 AND 100),
	CONSTRAINT "quote_requests_email_length_check" CHECK (char_length(email) BETWEEN 3 AND 200),
	CONSTRAINT "quote_requests_message_check" CHECK (char_length(message) BETWEEN 0 AND 5000),
	CONSTRAINT "quote_requests_consent_check" CHECK (char_length(consent_text) BETWEEN 1 AND 2000),
	CONSTRAINT "quote_requests_phone_check" CHECK (phone ~ '^\+84(?:[35789][0-9]{8}|2[0-9]{9})$'),
	CONSTRAINT "quote_requests_email_check" CHECK (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
	CONSTRAINT "quote_requests_province_check" CHECK (province IN ('ha-noi', 'hai-phong', 'hue', 'da-nang', 'ho-chi-minh', 'can-tho', 'lai-chau', 'dien-bien', 'son-la', 'lao-cai', 'tuyen-quang', 'cao-bang', 'lang-son', 'thai-nguyen', 'phu-tho', 'quang-ninh', 'bac-ninh', 'hung-yen', 'ninh-binh', 'thanh-hoa', 'nghe-an', 'ha-tinh', 'quang-tri', 'quang-ngai', 'gia-lai', 'dak-lak', 'khanh-hoa', 'lam-dong', 'dong-nai', 'tay-ninh', 'dong-thap', 'vinh-long', 'an-giang', 'ca-mau')),
	CONSTRAINT "quote_requests_contact_check" CHECK (preferred_contact IN ('phone', 'zalo', 'email')),
	CONSTRAINT "quote_requests_status_check" CHECK (status IN ('new', 'in_progress', 'quoted', 'closed')),
	CONSTRAINT "quote_requests_lang_check" CHECK ("quote_requests"."lang" IN ('vi', 'en'))
);
--> statement-breakpoint
CREATE TABLE "quote_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"address_key" text NOT NULL,
	"email_key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "quote_requests_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "quote_consent" text DEFAULT 'Tôi đồng ý để công ty lưu thông tin trên và liên hệ với tôi qua điện thoại, Zalo hoặc email về yêu cầu này.' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "quote_consent_en" text DEFAULT 'I agree that the company keeps the details above and contacts me by phone, Zalo or email about this request.' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "quote_notify_emails" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "quote_acknowledge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "quote_retention_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_outbox" ADD CONSTRAINT "quote_outbox_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_notes" ADD CONSTRAINT "quote_request_notes_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_notes" ADD CONSTRAINT "quote_request_notes_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_products" ADD CONSTRAINT "quote_request_products_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_products" ADD CONSTRAINT "quote_request_products_product_id_product_items_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_status_changes" ADD CONSTRAINT "quote_request_status_changes_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_status_changes" ADD CONSTRAINT "quote_request_status_changes_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_outbox_due_idx" ON "quote_outbox" USING btree ("next_attempt_at") WHERE sent_at IS NULL;--> statement-breakpoint
CREATE INDEX "quote_outbox_request_idx" ON "quote_outbox" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "quote_request_notes_request_idx" ON "quote_request_notes" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_request_products_unique" ON "quote_request_products" USING btree ("request_id","product_id");--> statement-breakpoint
CREATE INDEX "quote_request_products_product_idx" ON "quote_request_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "quote_request_status_changes_request_idx" ON "quote_request_status_changes" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "quote_requests_created_idx" ON "quote_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_submissions_address_idx" ON "quote_submissions" USING btree ("address_key","at");--> statement-breakpoint
CREATE INDEX "quote_submissions_email_idx" ON "quote_submissions" USING btree ("email_key","at");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_quote_retention_check" CHECK ("site_settings"."quote_retention_months" BETWEEN 1 AND 120);--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_quote_consent_check" CHECK (char_length("site_settings"."quote_consent") BETWEEN 1 AND 2000);--> statement-breakpoint
-- The forms' signing key, made once by the database so that every app server shares it.
INSERT INTO "form_keys" ("id") VALUES (1) ON CONFLICT DO NOTHING;