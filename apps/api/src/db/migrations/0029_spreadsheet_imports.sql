CREATE TABLE "spreadsheet_import_items" (
	"import_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"before" jsonb,
	"kept_images" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "spreadsheet_import_items_import_id_product_id_pk" PRIMARY KEY("import_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "spreadsheet_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_count" integer NOT NULL,
	"updated_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid
);
--> statement-breakpoint
ALTER TABLE "spreadsheet_import_items" ADD CONSTRAINT "spreadsheet_import_items_import_id_spreadsheet_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."spreadsheet_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spreadsheet_import_items" ADD CONSTRAINT "spreadsheet_import_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spreadsheet_imports" ADD CONSTRAINT "spreadsheet_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spreadsheet_imports" ADD CONSTRAINT "spreadsheet_imports_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spreadsheet_import_items_product_idx" ON "spreadsheet_import_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "spreadsheet_import_items_kept_images_idx" ON "spreadsheet_import_items" USING gin ("kept_images");--> statement-breakpoint
CREATE INDEX "spreadsheet_imports_created_at_idx" ON "spreadsheet_imports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);