ALTER TABLE "lottery_winners" ADD COLUMN "claim_device" text;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD COLUMN "claim_phone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_winners_claim_device_idx" ON "lottery_winners" USING btree ("lottery_id","claim_device") WHERE "lottery_winners"."claim_device" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_winners_claim_phone_idx" ON "lottery_winners" USING btree ("lottery_id","claim_phone") WHERE "lottery_winners"."claim_phone" is not null;