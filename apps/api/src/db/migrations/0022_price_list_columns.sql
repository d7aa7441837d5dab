CREATE INDEX "price_rules_variant_idx" ON "price_rules" USING btree ("target_id") WHERE "price_rules"."scope" = 'variant';--> statement-breakpoint
-- A variant's own prices (groups' fixed prices, quantity tiers) go with it: no rule names a variant that is gone.
CREATE FUNCTION "drop_rules_of_deleted_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "price_rules" WHERE "scope" = 'variant' AND "target_id" IN (SELECT "id" FROM "gone");
  DELETE FROM "quantity_tiers" WHERE "scope" = 'variant' AND "target_id" IN (SELECT "id" FROM "gone");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_drop_rules" AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "drop_rules_of_deleted_variants"();
--> statement-breakpoint
DELETE FROM "price_rules" WHERE "scope" = 'variant' AND NOT EXISTS (SELECT 1 FROM "product_variants" WHERE "id" = "target_id");
--> statement-breakpoint
DELETE FROM "quantity_tiers" WHERE "scope" = 'variant' AND NOT EXISTS (SELECT 1 FROM "product_variants" WHERE "id" = "target_id");
