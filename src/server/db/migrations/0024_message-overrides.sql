-- A shop's own interface texts (module i18n, docs/decisions/0037): one row per language and
-- message key replaces the default wording on every page and endpoint of that shop only.
CREATE TABLE "message_overrides" (
	"shop_id" text NOT NULL,
	"language" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "message_overrides_shop_id_language_key_pk" PRIMARY KEY("shop_id","language","key"),
	CONSTRAINT "message_overrides_language" CHECK ("language" IN ('id', 'en')),
	CONSTRAINT "message_overrides_text_length" CHECK (char_length("text") BETWEEN 1 AND 500)
);--> statement-breakpoint
ALTER TABLE "message_overrides" ADD CONSTRAINT "message_overrides_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
