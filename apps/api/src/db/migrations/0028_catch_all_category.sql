ALTER TABLE "categories" ADD COLUMN "catch_all" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_catch_all_key" ON "categories" USING btree ("catch_all") WHERE "categories"."catch_all";--> statement-breakpoint
-- The catch-all was known by its title until now; from here on by its key, so the owner can rename it.
UPDATE "categories" SET "catch_all" = true WHERE lower("title") = 'others';
