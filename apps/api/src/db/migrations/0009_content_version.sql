-- Pages and hot answers are cached per catalog and settings version: settings writes bump their own.
DROP INDEX "products_popular_idx";--> statement-breakpoint
ALTER TABLE "search_state" ADD COLUMN "settings_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_related_idx" ON "products" USING btree ("category_id",("stock" > 0) DESC,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_popular_related_idx" ON "products" USING btree (("stock" > 0) DESC,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_popular";--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_popular";--> statement-breakpoint
CREATE FUNCTION "bump_settings_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_state" SET "settings_version" = "settings_version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "settings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();
--> statement-breakpoint
-- Every bump is also announced, so a process holding the versions in memory forgets them at once.
CREATE OR REPLACE FUNCTION "bump_search_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_state" SET "catalog_version" = "catalog_version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('content_version', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_settings_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_state" SET "settings_version" = "settings_version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('content_version', '');
  RETURN NULL;
END
$$;
