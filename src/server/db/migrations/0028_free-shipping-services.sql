-- Free shipping may be limited to some services (an empty list: every service).
ALTER TABLE shop_shipping_settings ADD COLUMN free_shipping_service_ids jsonb NOT NULL DEFAULT '[]'::jsonb;
