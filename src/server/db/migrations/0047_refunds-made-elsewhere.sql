-- Money a gateway gave back from its own dashboard, outside the shop, that no refund recorded on
-- the order has accounted for yet: the next refund the owner records counts it as already
-- returned instead of asking the gateway again or the owner to send it by hand
-- (docs/decisions/0063).
ALTER TABLE "payments" ADD COLUMN "refunded_elsewhere" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A refund the shop asked the gateway for that never went through: the owner was told to give it
-- back by hand, and a refund from the gateway's dashboard is first taken as doing that.
ALTER TABLE "payments" ADD COLUMN "refund_not_made" bigint DEFAULT 0 NOT NULL;
