-- Bulk price changes («تغییر گروهی قیمت»): each change, and each product's prices before and after it, so it can be undone.
CREATE TABLE "price_change_items" (
	"change_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"previous_price" bigint NOT NULL,
	"previous_original_price" bigint,
	"new_price" bigint NOT NULL,
	"new_original_price" bigint,
	CONSTRAINT "price_change_items_change_id_product_id_pk" PRIMARY KEY("change_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule" jsonb NOT NULL,
	"product_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid
);
--> statement-breakpoint
ALTER TABLE "price_change_items" ADD CONSTRAINT "price_change_items_change_id_price_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."price_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_items" ADD CONSTRAINT "price_change_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_change_items_product_idx" ON "price_change_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_changes_created_at_idx" ON "price_changes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);