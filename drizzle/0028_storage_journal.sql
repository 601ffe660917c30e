CREATE TABLE "storage_journal" (
	"key" text PRIMARY KEY NOT NULL,
	"remove_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "storage_journal_remove_after_idx" ON "storage_journal" USING btree ("remove_after");