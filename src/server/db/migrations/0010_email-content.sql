CREATE TABLE "email_contents" (
	"shop_id" text NOT NULL,
	"email_key" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "email_contents_shop_id_email_key_language_pk" PRIMARY KEY("shop_id","email_key","language")
);
--> statement-breakpoint
ALTER TABLE "email_contents" ADD CONSTRAINT "email_contents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;