CREATE TABLE "customer_accounts" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_accounts_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "customer_accounts_password_hash_shape" CHECK ("customer_accounts"."password_hash" LIKE 'scrypt$%')
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"customer_id" text NOT NULL,
	"address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_addresses_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_checks" (
	"shop_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"customer_id" text NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_checks_shop_id_token_hash_pk" PRIMARY KEY("shop_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "customer_sessions" (
	"shop_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_sessions_shop_id_token_hash_pk" PRIMARY KEY("shop_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_shop_id_customer_id_customer_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customer_accounts"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_checks" ADD CONSTRAINT "customer_checks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_checks" ADD CONSTRAINT "customer_checks_shop_id_customer_id_customer_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customer_accounts"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_shop_id_customer_id_customer_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customer_accounts"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_accounts_shop_email_idx" ON "customer_accounts" USING btree ("shop_id","email");--> statement-breakpoint
CREATE INDEX "customer_accounts_shop_phone_idx" ON "customer_accounts" USING btree ("shop_id","phone");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("shop_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_checks_customer_idx" ON "customer_checks" USING btree ("shop_id","customer_id","purpose");--> statement-breakpoint
CREATE INDEX "customer_sessions_customer_idx" ON "customer_sessions" USING btree ("shop_id","customer_id");--> statement-breakpoint
CREATE INDEX "orders_shop_customer_idx" ON "orders" USING btree ("shop_id","customer_id","placed_at") WHERE customer_id IS NOT NULL;