CREATE TABLE "rate_limit_counters" (
	"limit_name" text NOT NULL,
	"subject" text NOT NULL,
	"window_ms" integer NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_limit_name_subject_window_ms_pk" PRIMARY KEY("limit_name","subject","window_ms"),
	CONSTRAINT "rate_limit_counters_name_check" CHECK ("rate_limit_counters"."limit_name" ~ '^[a-z][a-z0-9.-]{0,62}$'),
	CONSTRAINT "rate_limit_counters_subject_check" CHECK ("rate_limit_counters"."subject" ~ '^[A-Za-z0-9_-]{43}$'),
	CONSTRAINT "rate_limit_counters_window_check" CHECK ("rate_limit_counters"."window_ms" > 0),
	CONSTRAINT "rate_limit_counters_hits_check" CHECK ("rate_limit_counters"."hits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_form_tokens" (
	"digest" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quote_form_tokens_digest_check" CHECK ("quote_form_tokens"."digest" ~ '^[A-Za-z0-9_-]{43}$')
);
--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
DROP TABLE "quote_submissions" CASCADE;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_idx" ON "rate_limit_counters" USING btree ("resets_at");--> statement-breakpoint
CREATE INDEX "quote_form_tokens_expires_idx" ON "quote_form_tokens" USING btree ("expires_at");