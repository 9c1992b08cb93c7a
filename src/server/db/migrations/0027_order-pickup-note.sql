-- Where and when a pickup order is collected, as the shop said it when the order was placed.
ALTER TABLE orders ADD COLUMN pickup_note text NOT NULL DEFAULT '';
