CREATE TABLE "lotteries" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"wallet_account_id" integer NOT NULL,
	"name" text NOT NULL,
	"config" jsonb NOT NULL,
	"status" text NOT NULL,
	"order_id" text,
	"remaining" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"draw_seed" text,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"lottery_id" text NOT NULL,
	"survey_id" integer NOT NULL,
	"response_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"entered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"lottery_id" text NOT NULL,
	"survey_id" integer NOT NULL,
	"response_id" uuid NOT NULL,
	"prize_index" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint,
	"coupon_code" text,
	"status" text NOT NULL,
	"claim" jsonb,
	"claim_token" text NOT NULL,
	"claimant" text,
	"note" text,
	"won_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lotteries" ADD CONSTRAINT "lotteries_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotteries" ADD CONSTRAINT "lotteries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotteries" ADD CONSTRAINT "lotteries_wallet_account_id_ledger_accounts_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD CONSTRAINT "lottery_entries_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lotteries_survey_idx" ON "lotteries" USING btree ("survey_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_entries_response_idx" ON "lottery_entries" USING btree ("lottery_id","response_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_entries_position_idx" ON "lottery_entries" USING btree ("lottery_id","position");--> statement-breakpoint
CREATE INDEX "lottery_entries_survey_response_idx" ON "lottery_entries" USING btree ("survey_id","response_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_winners_response_idx" ON "lottery_winners" USING btree ("lottery_id","response_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_winners_token_idx" ON "lottery_winners" USING btree ("claim_token");--> statement-breakpoint
CREATE INDEX "lottery_winners_log_idx" ON "lottery_winners" USING btree ("lottery_id","won_at");