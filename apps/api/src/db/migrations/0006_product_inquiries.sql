CREATE TABLE "product_inquiries" (
	"product_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_inquiries_product_id_channel_day_pk" PRIMARY KEY("product_id","channel","day")
);
--> statement-breakpoint
ALTER TABLE "product_inquiries" ADD CONSTRAINT "product_inquiries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_inquiries_day_idx" ON "product_inquiries" USING btree ("day");