-- Xendit for a shop (docs/decisions/0061). Its account sits beside Midtrans': the secret API key
-- sealed as the others are, and the callback verification token its notifications carry, sealed
-- too. A shop takes virtual accounts and QRIS through one gateway at a time.
ALTER TABLE "payment_provider_settings" DROP CONSTRAINT "payment_provider_settings_provider";
--> statement-breakpoint
ALTER TABLE "payment_provider_settings" ADD CONSTRAINT "payment_provider_settings_provider" CHECK ("provider" IN ('card', 'wallet', 'midtrans', 'xendit'));
--> statement-breakpoint
ALTER TABLE "payment_provider_settings" ADD COLUMN "webhook_token_sealed" text DEFAULT '' NOT NULL;
