-- What shoppers are shown is announced as it changes (docs/decisions/0049). Every table whose
-- rows a public answer or page may show tells, for each row it inserts, updates or deletes, the
-- table and the row's shop ('products:{shop id}') on the channel etalase_public_cache.
-- PostgreSQL delivers a notice only when its transaction commits, and once per payload and
-- transaction, so every way of writing (the APIs, jobs, payment callbacks, imports, the command
-- line, a hand-written statement) is covered. A deployment-wide table concerns every shop ('*').
-- The list is PUBLIC_TABLES in src/server/db/public-tables.ts; a test compares the two.
CREATE FUNCTION etalase_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN NULL; END IF;
	IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('etalase_public_cache', TG_TABLE_NAME || ':' || OLD.shop_id); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('etalase_public_cache', TG_TABLE_NAME || ':' || NEW.shop_id); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION etalase_public_shop_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN NULL; END IF;
	IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('etalase_public_cache', TG_TABLE_NAME || ':' || OLD.id); END IF;
	IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('etalase_public_cache', TG_TABLE_NAME || ':' || NEW.id); END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION etalase_public_change_everywhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('etalase_public_cache', TG_TABLE_NAME || ':*');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "shops_public_change" AFTER INSERT OR UPDATE OR DELETE ON "shops" FOR EACH ROW EXECUTE FUNCTION etalase_public_shop_change();
--> statement-breakpoint
CREATE TRIGGER "shops_public_truncate" AFTER TRUNCATE ON "shops" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "shop_domains_public_change" AFTER INSERT OR UPDATE OR DELETE ON "shop_domains" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "shop_domains_public_truncate" AFTER TRUNCATE ON "shop_domains" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "message_overrides_public_change" AFTER INSERT OR UPDATE OR DELETE ON "message_overrides" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "message_overrides_public_truncate" AFTER TRUNCATE ON "message_overrides" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "images_public_change" AFTER INSERT OR UPDATE OR DELETE ON "images" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "images_public_truncate" AFTER TRUNCATE ON "images" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "products_public_change" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "products_public_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "product_variations_public_change" AFTER INSERT OR UPDATE OR DELETE ON "product_variations" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "product_variations_public_truncate" AFTER TRUNCATE ON "product_variations" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "product_images_public_change" AFTER INSERT OR UPDATE OR DELETE ON "product_images" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "product_images_public_truncate" AFTER TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "product_redirects_public_change" AFTER INSERT OR UPDATE OR DELETE ON "product_redirects" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "product_redirects_public_truncate" AFTER TRUNCATE ON "product_redirects" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "search_terms_public_change" AFTER INSERT OR UPDATE OR DELETE ON "search_terms" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "search_terms_public_truncate" AFTER TRUNCATE ON "search_terms" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "categories_public_change" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "categories_public_truncate" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "product_bundles_public_change" AFTER INSERT OR UPDATE OR DELETE ON "product_bundles" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "product_bundles_public_truncate" AFTER TRUNCATE ON "product_bundles" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "sale_campaigns_public_change" AFTER INSERT OR UPDATE OR DELETE ON "sale_campaigns" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "sale_campaigns_public_truncate" AFTER TRUNCATE ON "sale_campaigns" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "product_reviews_public_change" AFTER INSERT OR UPDATE OR DELETE ON "product_reviews" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "product_reviews_public_truncate" AFTER TRUNCATE ON "product_reviews" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "pages_public_change" AFTER INSERT OR UPDATE OR DELETE ON "pages" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "pages_public_truncate" AFTER TRUNCATE ON "pages" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_public_change" AFTER INSERT OR UPDATE OR DELETE ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_public_truncate" AFTER TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "blog_categories_public_change" AFTER INSERT OR UPDATE OR DELETE ON "blog_categories" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "blog_categories_public_truncate" AFTER TRUNCATE ON "blog_categories" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "blog_post_categories_public_change" AFTER INSERT OR UPDATE OR DELETE ON "blog_post_categories" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "blog_post_categories_public_truncate" AFTER TRUNCATE ON "blog_post_categories" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "blog_post_products_public_change" AFTER INSERT OR UPDATE OR DELETE ON "blog_post_products" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "blog_post_products_public_truncate" AFTER TRUNCATE ON "blog_post_products" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "home_layouts_public_change" AFTER INSERT OR UPDATE OR DELETE ON "home_layouts" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "home_layouts_public_truncate" AFTER TRUNCATE ON "home_layouts" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "shop_commerce_settings_public_change" AFTER INSERT OR UPDATE OR DELETE ON "shop_commerce_settings" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "shop_commerce_settings_public_truncate" AFTER TRUNCATE ON "shop_commerce_settings" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "bank_accounts_public_change" AFTER INSERT OR UPDATE OR DELETE ON "bank_accounts" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "bank_accounts_public_truncate" AFTER TRUNCATE ON "bank_accounts" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "payment_provider_settings_public_change" AFTER INSERT OR UPDATE OR DELETE ON "payment_provider_settings" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "payment_provider_settings_public_truncate" AFTER TRUNCATE ON "payment_provider_settings" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "shipping_couriers_public_change" AFTER INSERT OR UPDATE OR DELETE ON "shipping_couriers" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "shipping_couriers_public_truncate" AFTER TRUNCATE ON "shipping_couriers" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "shipping_methods_public_change" AFTER INSERT OR UPDATE OR DELETE ON "shipping_methods" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "shipping_methods_public_truncate" AFTER TRUNCATE ON "shipping_methods" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "shipping_rates_public_change" AFTER INSERT OR UPDATE OR DELETE ON "shipping_rates" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "shipping_rates_public_truncate" AFTER TRUNCATE ON "shipping_rates" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "shop_shipping_settings_public_change" AFTER INSERT OR UPDATE OR DELETE ON "shop_shipping_settings" FOR EACH ROW EXECUTE FUNCTION etalase_public_change();
--> statement-breakpoint
CREATE TRIGGER "shop_shipping_settings_public_truncate" AFTER TRUNCATE ON "shop_shipping_settings" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "server_keys_public_change" AFTER INSERT OR UPDATE OR DELETE ON "server_keys" FOR EACH ROW EXECUTE FUNCTION etalase_public_change_everywhere();
--> statement-breakpoint
CREATE TRIGGER "server_keys_public_truncate" AFTER TRUNCATE ON "server_keys" FOR EACH STATEMENT EXECUTE FUNCTION etalase_public_change_everywhere();
