-- The shop's own settings (module shop, docs/decisions/0036): its look, contact, languages,
-- time zone, social links, SEO defaults and the product catalog feed for social media.
ALTER TABLE "shops" ADD COLUMN "brand_color" text DEFAULT '#8a3b12' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "accent_color" text DEFAULT '#1e6b34' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "font" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "whatsapp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "province" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "english_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "time_zone" text DEFAULT 'Asia/Jakarta' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "social" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "seo_title_suffix" jsonb DEFAULT '{"id":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "seo_description" jsonb DEFAULT '{"id":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "product_catalog" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "settings_version" integer DEFAULT 1 NOT NULL;
