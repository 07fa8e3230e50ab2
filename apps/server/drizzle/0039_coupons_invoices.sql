CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"wallet_account_id" integer NOT NULL,
	"amount_off_fen" bigint NOT NULL,
	"min_order_fen" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"promo_code_id" integer,
	"order_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "coupons_amount_check" CHECK ("coupons"."amount_off_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"amount_off_fen" bigint NOT NULL,
	"min_order_fen" bigint DEFAULT 0 NOT NULL,
	"valid_days" integer NOT NULL,
	"max_redemptions" integer NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"redeemable_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_codes_redeemed_check" CHECK ("promo_codes"."redeemed" <= "promo_codes"."max_redemptions")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_wallet_account_id_ledger_accounts_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_wallet_idx" ON "coupons" USING btree ("wallet_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_promo_wallet_idx" ON "coupons" USING btree ("promo_code_id","wallet_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");