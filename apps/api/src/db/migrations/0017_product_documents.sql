CREATE TABLE "product_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file" text NOT NULL,
	"bytes" integer NOT NULL,
	"pages" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_documents_file_idx" ON "product_documents" USING btree ("file");--> statement-breakpoint
-- A document added, removed or reordered changes the product page: the cached answers go.
CREATE TRIGGER "product_documents_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_catalog_version"();
