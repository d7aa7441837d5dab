CREATE TABLE "image_pins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "image_pins_name_idx" ON "image_pins" USING btree ("name");--> statement-breakpoint
CREATE INDEX "image_pins_pinned_at_idx" ON "image_pins" USING btree ("pinned_at");--> statement-breakpoint
CREATE INDEX "products_image_idx" ON "products" USING btree ("image");--> statement-breakpoint
CREATE INDEX "products_gallery_idx" ON "products" USING gin ("gallery");