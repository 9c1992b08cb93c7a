-- Newsletters the owner writes and sends to subscribers, and the addresses each went to
-- (docs/decisions/0046). Every key leads with shop_id.
CREATE TABLE "newsletters" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"document" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_html" text,
	"sent_text" text,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sending_started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "newsletters_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "newsletters_shop_created_idx" ON "newsletters" USING btree ("shop_id","created_at");
--> statement-breakpoint
CREATE INDEX "newsletters_sending_idx" ON "newsletters" USING btree ("shop_id") WHERE "newsletters"."state" = 'sending';
--> statement-breakpoint
CREATE TABLE "newsletter_recipients" (
	"shop_id" text NOT NULL,
	"newsletter_id" text NOT NULL,
	"email" text NOT NULL,
	"queued_at" timestamp with time zone,
	"skipped_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "newsletter_recipients_shop_id_newsletter_id_email_pk" PRIMARY KEY("shop_id","newsletter_id","email"),
	CONSTRAINT "newsletter_recipients_clicks_positive" CHECK ("newsletter_recipients"."clicks" >= 0)
);
--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_newsletter_fk" FOREIGN KEY ("shop_id","newsletter_id") REFERENCES "public"."newsletters"("shop_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "newsletter_recipients_waiting_idx" ON "newsletter_recipients" USING btree ("shop_id","newsletter_id","email") WHERE "newsletter_recipients"."queued_at" IS NULL AND "newsletter_recipients"."skipped_at" IS NULL;
