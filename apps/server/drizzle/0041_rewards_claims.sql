ALTER TABLE "lottery_winners" ADD COLUMN "tracking_no" text;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_winners_claimant_idx" ON "lottery_winners" USING btree ("lottery_id","claimant") WHERE "lottery_winners"."claimant" is not null;