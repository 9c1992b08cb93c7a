-- Problems shoppers' and staff's browsers met (docs/decisions/0045): one row per kind of
-- problem (its fingerprint), counted, so a storm of the same error is one line for the owner.
CREATE TABLE "error_reports" (
	"shop_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"sample_stack" text NOT NULL,
	"last_route" text NOT NULL,
	"browser" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "error_reports_shop_id_fingerprint_pk" PRIMARY KEY("shop_id","fingerprint")
);
--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_reports_shop_last_seen_idx" ON "error_reports" USING btree ("shop_id","last_seen");
