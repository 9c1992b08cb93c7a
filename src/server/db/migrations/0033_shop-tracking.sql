-- The analytics and ad services a shop reports to (docs/decisions/0044): a GA4 measurement id,
-- a Tag Manager container and a Meta pixel id; empty means the service is off.
ALTER TABLE shops ADD COLUMN ga4_measurement_id text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE shops ADD COLUMN gtm_container_id text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE shops ADD COLUMN meta_pixel_id text NOT NULL DEFAULT '';
