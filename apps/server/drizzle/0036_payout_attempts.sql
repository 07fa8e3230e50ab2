ALTER TABLE "envelope_grants" ADD COLUMN "payout_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD COLUMN "payout_attempt" integer DEFAULT 0 NOT NULL;