CREATE TABLE "attribute_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attribute_id" uuid NOT NULL,
	"value" text NOT NULL,
	"position" integer NOT NULL,
	"search_value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"logo" text,
	"search_fa" text NOT NULL,
	"search_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text,
	"filterable" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"search_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL,
	"number_value" double precision,
	"option_id" uuid,
	"boolean_value" boolean,
	"text_value" text,
	CONSTRAINT "product_attribute_values_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id"),
	CONSTRAINT "product_attribute_values_one_value" CHECK (num_nonnulls("product_attribute_values"."number_value", "product_attribute_values"."option_id", "product_attribute_values"."boolean_value", "product_attribute_values"."text_value") = 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_attribute_id_category_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."category_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_attributes" ADD CONSTRAINT "category_attributes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_attribute_id_category_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."category_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_option_id_attribute_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."attribute_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_options_value_key" ON "attribute_options" USING btree ("attribute_id","search_value");--> statement-breakpoint
CREATE INDEX "attribute_options_position_idx" ON "attribute_options" USING btree ("attribute_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_search_fa_key" ON "brands" USING btree ("search_fa");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_search_en_key" ON "brands" USING btree ("search_en");--> statement-breakpoint
CREATE INDEX "brands_logo_idx" ON "brands" USING btree ("logo");--> statement-breakpoint
CREATE UNIQUE INDEX "category_attributes_name_key" ON "category_attributes" USING btree ("category_id","search_name");--> statement-breakpoint
CREATE INDEX "category_attributes_position_idx" ON "category_attributes" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "product_attribute_values_attribute_idx" ON "product_attribute_values" USING btree ("attribute_id","product_id");--> statement-breakpoint
CREATE INDEX "product_attribute_values_number_idx" ON "product_attribute_values" USING btree ("attribute_id","number_value","product_id") WHERE "product_attribute_values"."number_value" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "product_attribute_values_option_idx" ON "product_attribute_values" USING btree ("option_id","product_id") WHERE "product_attribute_values"."option_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "product_attribute_values_boolean_idx" ON "product_attribute_values" USING btree ("attribute_id","boolean_value","product_id") WHERE "product_attribute_values"."boolean_value" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_brand_created_at_idx" ON "products" USING btree ("brand_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_brand_price_idx" ON "products" USING btree ("brand_id","price","id");--> statement-breakpoint
CREATE INDEX "products_brand_title_sort_idx" ON "products" USING btree ("brand_id","title_sort_key" COLLATE "C","id");--> statement-breakpoint
-- Brands and specifications are part of the catalog: caches of pages, answers and searches key on its version.
CREATE TRIGGER "brands_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "category_attributes_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_attributes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "attribute_options_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_options"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_attribute_values"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_catalog_version"();
