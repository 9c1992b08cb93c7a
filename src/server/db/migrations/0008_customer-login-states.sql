CREATE TABLE "customer_login_states" (
	"shop_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"customer_id" text NOT NULL,
	"return_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_login_states_shop_id_token_hash_pk" PRIMARY KEY("shop_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "customer_login_states" ADD CONSTRAINT "customer_login_states_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_login_states" ADD CONSTRAINT "customer_login_states_shop_id_customer_id_customer_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customer_accounts"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_login_states_customer_idx" ON "customer_login_states" USING btree ("shop_id","customer_id");