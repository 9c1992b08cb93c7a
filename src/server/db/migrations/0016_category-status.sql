-- Categories (module catalog) can be drafts that shoppers do not see yet; existing ones stay shown.
ALTER TABLE "categories" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_status" CHECK ("categories"."status" IN ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
