DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_words" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(string_to_array(regexp_replace("search_title", '[^ ]{255,}', '', 'g'), ' '), ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(string_to_array(regexp_replace("search_text", '[^ ]{255,}', '', 'g'), ' '), ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_title_words_idx" ON "products" USING gin ("title_words");--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_words");