-- E-mail subscriptions with double opt-in (docs/decisions/0041). One row per address a shop
-- knows for marketing mail; the state moves pending → subscribed → unsubscribed, and a new
-- subscribe of an unsubscribed address starts a new confirmation.
CREATE TABLE "email_subscribers" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"email" text NOT NULL,
	"state" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"consented_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"unsubscribed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_subscribers_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "email_subscribers_state" CHECK ("state" IN ('pending', 'subscribed', 'unsubscribed')),
	CONSTRAINT "email_subscribers_language" CHECK ("language" IN ('id', 'en')),
	CONSTRAINT "email_subscribers_source" CHECK ("source" IN ('footer', 'account', 'checkout', 'email')),
	CONSTRAINT "email_subscribers_unsubscribed_by" CHECK ("unsubscribed_by" IS NULL OR "unsubscribed_by" IN ('subscriber', 'owner')),
	CONSTRAINT "email_subscribers_email_length" CHECK (char_length("email") BETWEEN 3 AND 320)
);--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD CONSTRAINT "email_subscribers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscribers_shop_email_idx" ON "email_subscribers" USING btree ("shop_id","email");--> statement-breakpoint
CREATE INDEX "email_subscribers_shop_created_idx" ON "email_subscribers" USING btree ("shop_id","created_at");--> statement-breakpoint
-- One row per marketing e-mail sent: its link id (`/_/email/{id}/…`) is a random 256-bit
-- token kept only as its SHA-256, so a leaked table opens no link.
CREATE TABLE "email_links" (
	"shop_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"purpose" text NOT NULL,
	"outbox_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_links_shop_id_token_hash_pk" PRIMARY KEY("shop_id","token_hash"),
	CONSTRAINT "email_links_purpose" CHECK ("purpose" IN ('confirm', 'marketing'))
);--> statement-breakpoint
ALTER TABLE "email_links" ADD CONSTRAINT "email_links_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_links_shop_email_idx" ON "email_links" USING btree ("shop_id","email");
