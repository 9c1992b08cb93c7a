CREATE TABLE "bank_accounts" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"bank" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bank_accounts_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"max_discount" integer,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "coupons_value_range" CHECK ("coupons"."value" > 0 AND ("coupons"."kind" <> 'percentage' OR "coupons"."value" <= 100)),
	CONSTRAINT "coupons_usage_within_limit" CHECK ("coupons"."used_count" >= 0 AND ("coupons"."usage_limit" IS NULL OR "coupons"."used_count" <= "coupons"."usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"courier" text NOT NULL,
	"service" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shipping_methods_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"shop_id" text NOT NULL,
	"method_id" text NOT NULL,
	"province" text NOT NULL,
	"price_per_kg" integer NOT NULL,
	"eta_days_min" integer NOT NULL,
	"eta_days_max" integer NOT NULL,
	CONSTRAINT "shipping_rates_shop_id_method_id_province_pk" PRIMARY KEY("shop_id","method_id","province"),
	CONSTRAINT "shipping_rates_price_nonnegative" CHECK ("shipping_rates"."price_per_kg" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_commerce_settings" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"unpaid_order_hours" integer DEFAULT 24 NOT NULL,
	"recovery_delay_minutes" integer DEFAULT 60 NOT NULL,
	"checkout_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bank_transfer_instructions" jsonb DEFAULT '{"id":""}'::jsonb NOT NULL,
	"card_enabled" boolean DEFAULT true NOT NULL,
	"wallet_enabled" boolean DEFAULT true NOT NULL,
	"next_order_number" integer DEFAULT 10001 NOT NULL,
	CONSTRAINT "shop_commerce_settings_hours_range" CHECK ("shop_commerce_settings"."unpaid_order_hours" BETWEEN 1 AND 720)
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"recovery_hash" text NOT NULL,
	"lines" jsonb NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"shipping_address" jsonb,
	"shipping_method_id" text,
	"coupon_code" text DEFAULT '' NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'id' NOT NULL,
	"order_id" text,
	"recovery_email_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "checkouts_lines_array" CHECK (jsonb_typeof("checkouts"."lines") = 'array')
);
--> statement-breakpoint
CREATE TABLE "order_access_grants" (
	"shop_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_access_grants_shop_id_secret_hash_pk" PRIMARY KEY("shop_id","secret_hash")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"shop_id" text NOT NULL,
	"order_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_shop_id_order_id_id_pk" PRIMARY KEY("shop_id","order_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"shop_id" text NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"variation_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"variation_label" text DEFAULT '' NOT NULL,
	"sku" text NOT NULL,
	"unit_price" integer NOT NULL,
	"count" integer NOT NULL,
	"down_payment_unit" integer,
	"line_total" integer NOT NULL,
	CONSTRAINT "order_lines_shop_id_order_id_position_pk" PRIMARY KEY("shop_id","order_id","position"),
	CONSTRAINT "order_lines_count_range" CHECK ("order_lines"."count" >= 1 AND "order_lines"."count" <= 100000),
	CONSTRAINT "order_lines_amounts_valid" CHECK ("order_lines"."unit_price" >= 0 AND "order_lines"."line_total" = "order_lines"."unit_price" * "order_lines"."count" AND ("order_lines"."down_payment_unit" IS NULL OR ("order_lines"."down_payment_unit" >= 0 AND "order_lines"."down_payment_unit" <= "order_lines"."unit_price")))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"number" integer NOT NULL,
	"checkout_id" text NOT NULL,
	"customer_id" text,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"shipping_courier" text NOT NULL,
	"shipping_service" text NOT NULL,
	"chargeable_weight_grams" integer NOT NULL,
	"currency" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"shipping_fee" integer NOT NULL,
	"total" integer NOT NULL,
	"first_payment_amount" integer NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"coupon_code" text DEFAULT '' NOT NULL,
	"payment_method" text NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'id' NOT NULL,
	"tracking_courier" text,
	"tracking_number" text,
	"cancel_reason" text,
	"stock_released" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "orders_amounts_valid" CHECK ("orders"."subtotal" >= 0 AND "orders"."discount" >= 0 AND "orders"."shipping_fee" >= 0 AND "orders"."total" >= 0 AND "orders"."discount" <= "orders"."subtotal"),
	CONSTRAINT "orders_total_consistent" CHECK ("orders"."total" = "orders"."subtotal" - "orders"."discount" + "orders"."shipping_fee"),
	CONSTRAINT "orders_paid_within_total" CHECK ("orders"."paid_amount" >= 0 AND "orders"."paid_amount" <= "orders"."total" AND "orders"."refunded_amount" >= 0 AND "orders"."refunded_amount" <= "orders"."paid_amount"),
	CONSTRAINT "orders_first_payment_range" CHECK ("orders"."first_payment_amount" >= 0 AND "orders"."first_payment_amount" <= "orders"."total")
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"shop_id" text NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_shop_id_order_id_product_id_pk" PRIMARY KEY("shop_id","order_id","product_id"),
	CONSTRAINT "product_reviews_rating_range" CHECK ("product_reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "product_reviews_body_length" CHECK (char_length("product_reviews"."body") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_ref" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text,
	"redirect_url" text,
	"client_key" text,
	"proof" jsonb,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"shop_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" integer NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"notify_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"card_last4" text,
	"card_outcome" text,
	"token_hash" text,
	"token_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_sessions_amount_positive" CHECK ("sandbox_payment_sessions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"shop_id" text NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"fingerprint" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_shop_id_operation_key_pk" PRIMARY KEY("shop_id","operation","key")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" text NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_attempts_nonnegative" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "down_payment_percent" integer;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_shop_id_method_id_shipping_methods_shop_id_id_fk" FOREIGN KEY ("shop_id","method_id") REFERENCES "public"."shipping_methods"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_commerce_settings" ADD CONSTRAINT "shop_commerce_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_access_grants" ADD CONSTRAINT "order_access_grants_shop_id_order_id_orders_shop_id_id_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_shop_id_order_id_orders_shop_id_id_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_shop_id_order_id_orders_shop_id_id_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_shop_id_order_id_orders_shop_id_id_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shop_id_order_id_orders_shop_id_id_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_shop_code_idx" ON "coupons" USING btree ("shop_id","code");--> statement-breakpoint
CREATE INDEX "coupons_shop_active_idx" ON "coupons" USING btree ("shop_id","active");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_shop_recovery_idx" ON "checkouts" USING btree ("shop_id","recovery_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_shop_order_idx" ON "checkouts" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE INDEX "checkouts_recovery_due_idx" ON "checkouts" USING btree ("updated_at") WHERE order_id IS NULL AND recovery_email_sent_at IS NULL AND email <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shop_number_idx" ON "orders" USING btree ("shop_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shop_checkout_idx" ON "orders" USING btree ("shop_id","checkout_id");--> statement-breakpoint
CREATE INDEX "orders_shop_status_idx" ON "orders" USING btree ("shop_id","status","placed_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("expires_at") WHERE status = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("shop_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("shop_id","order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_client_key_idx" ON "payments" USING btree ("shop_id","order_id","client_key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_idx" ON "outbox" USING btree ("shop_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_shop_created_idx" ON "outbox" USING btree ("shop_id","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_down_payment_range" CHECK ("products"."down_payment_percent" IS NULL OR "products"."down_payment_percent" BETWEEN 1 AND 99);