CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"entity_kind" text NOT NULL,
	"entity_id" text,
	"summary" text DEFAULT '' NOT NULL,
	"intent" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK (action IN ('create', 'update', 'delete', 'publish', 'unpublish', 'reorder', 'upload', 'settings', 'login', 'login_failed', 'logout', 'password', 'user_add', 'user_remove')),
	CONSTRAINT "audit_log_entity_kind_check" CHECK (entity_kind IN ('product', 'category', 'department', 'article', 'media', 'redirect', 'settings', 'user', 'session', 'other')),
	CONSTRAINT "audit_log_summary_check" CHECK (char_length("audit_log"."summary") <= 500),
	CONSTRAINT "audit_log_username_check" CHECK (char_length("audit_log"."username") <= 100)
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity_kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"user_id" integer,
	"username" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_kind_check" CHECK (entity_kind IN ('product', 'article'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_kind","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "content_revisions_entity_idx" ON "content_revisions" USING btree ("entity_kind","entity_id","created_at");