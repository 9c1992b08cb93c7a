CREATE TABLE "affiliate_payouts" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"affiliate_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reject_reason" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "affiliate_payouts_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "affiliate_payouts_status" CHECK ("affiliate_payouts"."status" IN ('requested', 'paid', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "affiliate_referrals" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"affiliate_id" text NOT NULL,
	"order_id" text NOT NULL,
	"order_number" integer NOT NULL,
	"goods_amount" bigint NOT NULL,
	"commission_rate_bp" integer NOT NULL,
	"commission" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payout_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "affiliate_referrals_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "affiliate_referrals_status" CHECK ("affiliate_referrals"."status" IN ('pending', 'approved', 'paid', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "affiliate_settings" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"commission_rate_bp" integer DEFAULT 500 NOT NULL,
	"attribution_days" integer DEFAULT 30 NOT NULL,
	CONSTRAINT "affiliate_settings_rate_range" CHECK ("affiliate_settings"."commission_rate_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "affiliate_settings_days_range" CHECK ("affiliate_settings"."attribution_days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"customer_id" text NOT NULL,
	"code" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliates_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_shop_id_affiliate_id_affiliates_shop_id_id_fk" FOREIGN KEY ("shop_id","affiliate_id") REFERENCES "public"."affiliates"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_shop_id_affiliate_id_affiliates_shop_id_id_fk" FOREIGN KEY ("shop_id","affiliate_id") REFERENCES "public"."affiliates"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referrals" ADD CONSTRAINT "affiliate_referrals_shop_id_order_id_orders_shop_id_id_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_settings" ADD CONSTRAINT "affiliate_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_shop_id_customer_id_customer_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customer_accounts"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_payouts_one_open_idx" ON "affiliate_payouts" USING btree ("shop_id","affiliate_id") WHERE status = 'requested';--> statement-breakpoint
CREATE INDEX "affiliate_payouts_shop_status_idx" ON "affiliate_payouts" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_referrals_shop_order_idx" ON "affiliate_referrals" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE INDEX "affiliate_referrals_affiliate_idx" ON "affiliate_referrals" USING btree ("shop_id","affiliate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_shop_code_idx" ON "affiliates" USING btree ("shop_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_shop_customer_idx" ON "affiliates" USING btree ("shop_id","customer_id");