-- What each payment has given back through its gateway (a QRIS payment refunded through
-- Midtrans or Xendit: docs/decisions/0061); the rest of a refund the owner returns by hand.
ALTER TABLE "payments" ADD COLUMN "provider_refunded" bigint DEFAULT 0 NOT NULL;
