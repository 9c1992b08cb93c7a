-- Midtrans for a shop (docs/decisions/0058). Its account sits beside the card and wallet
-- providers': the server key sealed as theirs are, the client key (public by design: Midtrans
-- puts it in shoppers' browsers) in clear, sandbox or production, and whether shoppers are
-- offered it.
ALTER TABLE "payment_provider_settings" DROP CONSTRAINT "payment_provider_settings_provider";
--> statement-breakpoint
ALTER TABLE "payment_provider_settings" ADD CONSTRAINT "payment_provider_settings_provider" CHECK ("provider" IN ('card', 'wallet', 'midtrans'));
--> statement-breakpoint
ALTER TABLE "payment_provider_settings" ADD COLUMN "client_key" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_provider_settings" ADD COLUMN "production" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_provider_settings" ADD COLUMN "enabled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A virtual account's bank, or QRIS; what the shopper needs to pay (the account number or the QR
-- string) and until when; and a reason the owner must look at a payment (an amount the provider
-- settled that differs from what was asked).
ALTER TABLE "payments" ADD COLUMN "channel" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instructions" jsonb;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attention" text;
--> statement-breakpoint
CREATE INDEX "payments_attention_idx" ON "payments" USING btree ("shop_id") WHERE "attention" IS NOT NULL;
