-- Web push (module push, docs/decisions/0043): a browser's subscription per shop, the orders it
-- was made for, and the owner's broadcasts with the number of browsers each was written for.
CREATE TABLE "push_subscriptions" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"language" text DEFAULT 'id' NOT NULL,
	"customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("shop_id","endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_customer_idx" ON "push_subscriptions" USING btree ("shop_id","customer_id") WHERE "push_subscriptions"."customer_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "push_subscription_orders" (
	"shop_id" text NOT NULL,
	"order_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscription_orders_shop_id_order_id_subscription_id_pk" PRIMARY KEY("shop_id","order_id","subscription_id")
);--> statement-breakpoint
ALTER TABLE "push_subscription_orders" ADD CONSTRAINT "push_subscription_orders_subscription_fk" FOREIGN KEY ("shop_id","subscription_id") REFERENCES "public"."push_subscriptions"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscription_orders" ADD CONSTRAINT "push_subscription_orders_order_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscription_orders_subscription_idx" ON "push_subscription_orders" USING btree ("shop_id","subscription_id");--> statement-breakpoint
CREATE TABLE "push_broadcasts" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"route" text DEFAULT '/' NOT NULL,
	"recipients" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_broadcasts_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);--> statement-breakpoint
ALTER TABLE "push_broadcasts" ADD CONSTRAINT "push_broadcasts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_broadcasts_shop_created_idx" ON "push_broadcasts" USING btree ("shop_id","created_at");
