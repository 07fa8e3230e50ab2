CREATE TABLE "envelope_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"wallet_account_id" integer NOT NULL,
	"name" text NOT NULL,
	"config" jsonb NOT NULL,
	"status" text NOT NULL,
	"order_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"funded_fen" bigint DEFAULT 0 NOT NULL,
	"held_fen" bigint DEFAULT 0 NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "envelope_campaigns_budget_check" CHECK ("envelope_campaigns"."held_fen" >= 0 and "envelope_campaigns"."paid_fen" >= 0 and "envelope_campaigns"."refunded_fen" >= 0 and "envelope_campaigns"."funded_fen" - "envelope_campaigns"."held_fen" - "envelope_campaigns"."paid_fen" - "envelope_campaigns"."refunded_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "envelope_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"survey_id" integer NOT NULL,
	"response_id" uuid NOT NULL,
	"respondent_key" text NOT NULL,
	"device_key" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"cleaning" text DEFAULT 'pending' NOT NULL,
	"audit" text DEFAULT 'pending' NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"claimant" text,
	"payout_ref" text,
	"note" text,
	"granted_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "envelope_grants_amount_check" CHECK ("envelope_grants"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "envelope_campaigns" ADD CONSTRAINT "envelope_campaigns_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_campaigns" ADD CONSTRAINT "envelope_campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_campaigns" ADD CONSTRAINT "envelope_campaigns_wallet_account_id_ledger_accounts_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_grants" ADD CONSTRAINT "envelope_grants_campaign_id_envelope_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."envelope_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "envelope_campaigns_survey_idx" ON "envelope_campaigns" USING btree ("survey_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "envelope_grants_response_idx" ON "envelope_grants" USING btree ("campaign_id","response_id");--> statement-breakpoint
CREATE INDEX "envelope_grants_respondent_idx" ON "envelope_grants" USING btree ("campaign_id","respondent_key");--> statement-breakpoint
CREATE INDEX "envelope_grants_device_idx" ON "envelope_grants" USING btree ("campaign_id","device_key");--> statement-breakpoint
CREATE INDEX "envelope_grants_survey_response_idx" ON "envelope_grants" USING btree ("survey_id","response_id");