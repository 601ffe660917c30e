CREATE TABLE "editor_presence" (
	"entity_kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"username" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editor_presence_entity_kind_entity_id_session_id_pk" PRIMARY KEY("entity_kind","entity_id","session_id"),
	CONSTRAINT "editor_presence_kind_check" CHECK (entity_kind IN ('product', 'article'))
);
--> statement-breakpoint
ALTER TABLE "editor_presence" ADD CONSTRAINT "editor_presence_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editor_presence_seen_idx" ON "editor_presence" USING btree ("seen_at");