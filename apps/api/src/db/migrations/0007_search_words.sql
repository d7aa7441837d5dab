-- Word columns for search (docs/search.md, "What is stored"): the words of the normalized title and
-- text as tsvectors of lexemes taken as written, computed by the database on every write, GIN-indexed.
-- The trigram index of search_text goes: patterns over the text now only check rows the words found.
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_words" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(string_to_array(regexp_replace("search_title", '[^ ]{255,}', '', 'g'), ' '), ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(string_to_array(regexp_replace("search_text", '[^ ]{255,}', '', 'g'), ' '), ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_title_words_idx" ON "products" USING gin ("title_words") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_words") WITH (fastupdate=false);--> statement-breakpoint
-- The search estimates how many products hold a word from these columns' statistics: a longer list of
-- the most common words makes the share of every word outside it smaller, and so closer to the truth.
ALTER TABLE "products" ALTER COLUMN "title_words" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_words" SET STATISTICS 1000;
