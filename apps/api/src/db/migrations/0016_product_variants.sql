-- Variants: what a shopper buys is one combination of a product's option values. Every existing
-- product becomes one variant with no values, holding its price, old price and stock, so nothing a
-- shopper sees changes; from here on the product's row sums up its variants (the trigger below).
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"option_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"code" text,
	"barcode" text,
	"price" bigint NOT NULL,
	"original_price" bigint,
	"stock" integer DEFAULT 0 NOT NULL,
	"image" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price" > 0),
	CONSTRAINT "product_variants_stock_nonnegative" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_count" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit" text DEFAULT 'piece' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_size" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_quantity" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quantity_step" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_combination_key" ON "product_variants" USING btree ("product_id","option_values");
--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");
--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_code_key" ON "product_variants" USING btree (lower("code")) WHERE "product_variants"."code" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_barcode_key" ON "product_variants" USING btree ("barcode") WHERE "product_variants"."barcode" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "product_variants_image_idx" ON "product_variants" USING btree ("image") WHERE "product_variants"."image" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "product_variants" ("product_id", "price", "original_price", "stock", "created_at", "updated_at")
  SELECT "id", "price", "original_price", "stock", "created_at", "updated_at" FROM "products";
--> statement-breakpoint
-- A bulk change's rows name the variant they changed: until now each product had exactly one.
ALTER TABLE "price_change_items" ADD COLUMN "variant_id" uuid;
--> statement-breakpoint
UPDATE "price_change_items" AS "item" SET "variant_id" = "variant"."id"
  FROM "product_variants" AS "variant" WHERE "variant"."product_id" = "item"."product_id";
--> statement-breakpoint
ALTER TABLE "price_change_items" ALTER COLUMN "variant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "price_change_items" DROP CONSTRAINT "price_change_items_change_id_product_id_pk";
--> statement-breakpoint
ALTER TABLE "price_change_items" ADD CONSTRAINT "price_change_items_change_id_variant_id_pk" PRIMARY KEY("change_id","variant_id");
--> statement-breakpoint
ALTER TABLE "price_change_items" ADD CONSTRAINT "price_change_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "price_change_items_variant_idx" ON "price_change_items" USING btree ("variant_id");
--> statement-breakpoint
-- The product's row sums up its variants, whoever writes them (the API, a bulk change, an import, psql),
-- in the writer's statement: price and old price of the cheapest enabled variant in stock (else the
-- cheapest enabled, else the cheapest), stock of the enabled ones, and how many are enabled. After an
-- update or delete the row is written even when the sums stay, so its updated_at (feeds, the sitemap) moves.
CREATE FUNCTION "sum_up_product_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "touched" uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "product_id") INTO "touched" FROM "new_rows";
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT "product_id") INTO "touched"
      FROM (SELECT "product_id" FROM "new_rows" UNION ALL SELECT "product_id" FROM "old_rows") AS "rows";
  ELSE
    SELECT array_agg(DISTINCT "product_id") INTO "touched" FROM "old_rows";
  END IF;
  WITH "sums" AS (
    SELECT "product_id",
      (array_agg("price" ORDER BY "enabled" DESC, ("enabled" AND "stock" > 0) DESC, "price", "position"))[1] AS "price",
      (array_agg("original_price" ORDER BY "enabled" DESC, ("enabled" AND "stock" > 0) DESC, "price", "position"))[1] AS "original_price",
      coalesce(sum("stock") FILTER (WHERE "enabled"), 0)::integer AS "stock",
      greatest(count(*) FILTER (WHERE "enabled"), 1)::integer AS "variant_count"
    FROM "product_variants"
    WHERE "product_id" = ANY ("touched")
    GROUP BY "product_id"
  )
  UPDATE "products" SET "price" = "sums"."price", "original_price" = "sums"."original_price",
    "stock" = "sums"."stock", "variant_count" = "sums"."variant_count", "updated_at" = now()
  FROM "sums" WHERE "products"."id" = "sums"."product_id"
    AND (TG_OP <> 'INSERT' OR ("products"."price", "products"."original_price", "products"."stock", "products"."variant_count")
      IS DISTINCT FROM ("sums"."price", "sums"."original_price", "sums"."stock", "sums"."variant_count"));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_sum_up_insert" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sum_up_product_variants"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_sum_up_update" AFTER UPDATE ON "product_variants"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sum_up_product_variants"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_sum_up_delete" AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sum_up_product_variants"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_variants"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_catalog_version"();
--> statement-breakpoint
-- Torob hears of a product when any of its variants' price, old price, stock or availability changed,
-- even when the product's sums stay (a dearer variant repriced).
CREATE FUNCTION "queue_torob_webhook_for_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "torob_webhook_queue" ("product_id", "change")
    SELECT "product_id", nextval('torob_webhook_change_seq') FROM (
      SELECT DISTINCT n."product_id"
      FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE n."price" IS DISTINCT FROM o."price"
        OR n."original_price" IS DISTINCT FROM o."original_price"
        OR n."stock" IS DISTINCT FROM o."stock"
        OR n."enabled" IS DISTINCT FROM o."enabled"
    ) AS "changed"
    ON CONFLICT ("product_id") DO UPDATE
      SET "change" = EXCLUDED."change", "attempts" = 0, "available_at" = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_torob_webhook_update" AFTER UPDATE ON "product_variants"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_torob_webhook_for_variants"();
--> statement-breakpoint
-- Every product has a variant from its first moment, whoever inserts it (the seed, an import, psql): one
-- with no option values holding the row's price, old price and stock. The form replaces it with its own.
CREATE FUNCTION "add_default_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_variants" ("product_id", "price", "original_price", "stock")
    SELECT "id", "price", "original_price", "stock" FROM "new_rows";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_default_variant" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "add_default_variants"();
--> statement-breakpoint
-- The values a family's variants give the attributes their options are tied to, for the filters.
CREATE TABLE "product_variant_values" (
	"product_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL,
	"number_value" double precision,
	"option_id" uuid,
	CONSTRAINT "product_variant_values_one_value" CHECK (num_nonnulls("product_variant_values"."number_value", "product_variant_values"."option_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "product_variant_values" ADD CONSTRAINT "product_variant_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_variant_values" ADD CONSTRAINT "product_variant_values_attribute_id_category_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."category_attributes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_variant_values" ADD CONSTRAINT "product_variant_values_option_id_attribute_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."attribute_options"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "product_variant_values_product_idx" ON "product_variant_values" USING btree ("product_id");
--> statement-breakpoint
CREATE INDEX "product_variant_values_number_idx" ON "product_variant_values" USING btree ("attribute_id","number_value","product_id") WHERE "product_variant_values"."number_value" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "product_variant_values_option_idx" ON "product_variant_values" USING btree ("option_id","product_id") WHERE "product_variant_values"."option_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "product_variant_values_attribute_option_idx" ON "product_variant_values" USING btree ("attribute_id","option_id","product_id") WHERE "product_variant_values"."option_id" IS NOT NULL;
