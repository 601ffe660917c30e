ALTER TABLE "quote_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "quote_outbox" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "quote_outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_outbox" ADD COLUMN "failed_at" timestamp with time zone;