CREATE TABLE "removed_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category_id" uuid,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "removed_products" ADD CONSTRAINT "removed_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "removed_products_category_idx" ON "removed_products" USING btree ("category_id");--> statement-breakpoint
-- A deleted product is remembered by its id, title and category in the delete's own transaction, whoever
-- deletes (the API, psql): a link to it then says it is no longer sold (removed_products in schema.ts).
CREATE FUNCTION "remember_removed_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "removed_products" AS r ("id", "title", "category_id", "removed_at")
    SELECT "id", "title", "category_id", now() FROM "old_rows"
    ON CONFLICT ("id") DO UPDATE
      SET "title" = EXCLUDED."title", "category_id" = EXCLUDED."category_id", "removed_at" = EXCLUDED."removed_at";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_remember_removed" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "remember_removed_products"();
