CREATE TABLE "sample_completes" (
	"id" serial PRIMARY KEY NOT NULL,
	"sample_id" text NOT NULL,
	"response_id" text NOT NULL,
	"panelist_id" text NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"audited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sample_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"wallet_account_id" integer NOT NULL,
	"name" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"incidence" integer NOT NULL,
	"questions" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"budget_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"order_id" text,
	"paid_order_id" text,
	"owed" integer DEFAULT 0 NOT NULL,
	"delivery_error" text,
	"delivered" integer DEFAULT 0 NOT NULL,
	"spent_fen" bigint DEFAULT 0 NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "sample_orders_money_check" CHECK ("sample_orders"."spent_fen" >= 0 and "sample_orders"."refunded_fen" >= 0 and "sample_orders"."spent_fen" + "sample_orders"."refunded_fen" <= "sample_orders"."budget_fen" and "sample_orders"."owed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sample_completes" ADD CONSTRAINT "sample_completes_sample_id_sample_orders_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."sample_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_orders" ADD CONSTRAINT "sample_orders_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_orders" ADD CONSTRAINT "sample_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_orders" ADD CONSTRAINT "sample_orders_wallet_account_id_ledger_accounts_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_completes_sample_idx" ON "sample_completes" USING btree ("sample_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sample_completes_response_idx" ON "sample_completes" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "sample_orders_survey_idx" ON "sample_orders" USING btree ("survey_id","created_at");