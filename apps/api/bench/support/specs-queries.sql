-- The reads of docs/specifications.md, each under EXPLAIN ANALYZE (after specs-values.sql).

SELECT id AS cat FROM categories WHERE title = 'cat3' \gset
SELECT id AS amps FROM category_attributes WHERE category_id = :'cat' AND name = 'جریان' \gset
SELECT id AS kind FROM category_attributes WHERE category_id = :'cat' AND name = 'نوع' \gset
SELECT id AS earth FROM category_attributes WHERE category_id = :'cat' AND name = 'ارت' \gset
SELECT array_agg(id ORDER BY position) AS opts FROM attribute_options WHERE attribute_id = :'kind' AND position <= 2 \gset
\echo '== Q1 a page of the category, current 10..32 A, type v1 or v2, newest first'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) SELECT p.id, p.title, p.price FROM products p
WHERE p.category_id = :'cat'
  AND p.id IN (SELECT product_id FROM product_attribute_values WHERE attribute_id = :'amps' AND number_value BETWEEN 10 AND 32)
  AND p.id IN (SELECT product_id FROM product_attribute_values WHERE option_id = ANY(:'opts'::uuid[]))
ORDER BY p.created_at DESC, p.id DESC LIMIT 24;
\echo '== Q2 counts per type value and per earthed, of the products the current filter leaves (one query)'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON)
WITH listed AS (
  SELECT p.id FROM products p WHERE p.category_id = :'cat'
    AND p.id IN (SELECT product_id FROM product_attribute_values WHERE attribute_id = :'amps' AND number_value BETWEEN 10 AND 32)
)
SELECT v.attribute_id, v.option_id, v.boolean_value, count(*) FROM product_attribute_values v JOIN listed l ON l.id = v.product_id
WHERE v.attribute_id IN (:'kind', :'earth') GROUP BY 1, 2, 3;
\echo '== Q3 bounds of current in the category'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) SELECT min(number_value), max(number_value) FROM product_attribute_values WHERE attribute_id = :'amps';
\echo '== Q4 how many products hold a value (removal warning)'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) SELECT count(*) FROM product_attribute_values WHERE attribute_id = :'amps';
\echo '== Q5 the brand page, cheapest first'
SELECT id AS brand FROM brands WHERE name_en = 'Brand7' \gset
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) SELECT id, title, price FROM products WHERE brand_id = :'brand' ORDER BY price, id LIMIT 24;
\echo '== Q2b the same counts from the value rows alone (an attribute''s rows are its category''s products)'
EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON)
SELECT v.attribute_id, v.option_id, v.boolean_value, count(*) FROM product_attribute_values v
WHERE v.attribute_id IN (:'kind', :'earth')
  AND v.product_id IN (SELECT product_id FROM product_attribute_values WHERE attribute_id = :'amps' AND number_value BETWEEN 10 AND 32)
GROUP BY 1, 2, 3;
