-- The measurement of docs/specifications.md: run on an empty, migrated PostgreSQL database with
-- psql -f specs-values.sql (loads 100,000 products and 400,000 values), then psql -f specs-queries.sql.
\timing off
SET client_min_messages = warning;
ALTER TABLE products DISABLE TRIGGER USER;
ALTER TABLE product_attribute_values DISABLE TRIGGER USER;
INSERT INTO categories (title, description, image) SELECT 'cat' || g, '<p>x</p>', 'x.webp' FROM generate_series(1, 8) g;
INSERT INTO brands (name_fa, name_en, search_fa, search_en) SELECT 'برند' || g, 'Brand' || g, 'برند' || g, 'brand' || g FROM generate_series(1, 40) g;
-- Per category: a list (10 values), two numbers, a yes/no.
INSERT INTO category_attributes (category_id, name, kind, unit, filterable, position, search_name)
SELECT c.id, a.name, a.kind, a.unit, true, a.pos, a.name FROM categories c
CROSS JOIN (VALUES ('نوع', 'option', NULL, 0), ('جریان', 'number', 'آمپر', 1), ('ولتاژ', 'number', 'ولت', 2), ('ارت', 'boolean', NULL, 3)) AS a(name, kind, unit, pos)
WHERE c.title LIKE 'cat%';
INSERT INTO attribute_options (attribute_id, value, position, search_value)
SELECT a.id, 'v' || g, g, 'v' || g FROM category_attributes a CROSS JOIN generate_series(1, 10) g WHERE a.kind = 'option';
INSERT INTO products (title, description, price, stock, category_id, brand_id, image, created_at)
SELECT 'p' || g, '<p>x</p>', 10000 + (g * 7919) % 5000000, g % 3,
  (SELECT id FROM categories WHERE title = 'cat' || (1 + g % 8)),
  (SELECT id FROM brands WHERE name_en = 'Brand' || (1 + g % 40)),
  'x.webp', now() - g * interval '1 minute'
FROM generate_series(1, 100000) g;
INSERT INTO product_attribute_values (product_id, attribute_id, option_id)
SELECT p.id, a.id, (SELECT o.id FROM attribute_options o WHERE o.attribute_id = a.id AND o.position = 1 + abs(hashtext(p.id::text)) % 10)
FROM products p JOIN category_attributes a ON a.category_id = p.category_id AND a.kind = 'option';
INSERT INTO product_attribute_values (product_id, attribute_id, number_value)
SELECT p.id, a.id, (ARRAY[6, 10, 16, 20, 25, 32, 40, 63, 100, 1.5, 2.5])[1 + abs(hashtext(p.id::text || a.name)) % 11]
FROM products p JOIN category_attributes a ON a.category_id = p.category_id AND a.kind = 'number';
INSERT INTO product_attribute_values (product_id, attribute_id, boolean_value)
SELECT p.id, a.id, abs(hashtext(p.id::text)) % 2 = 0
FROM products p JOIN category_attributes a ON a.category_id = p.category_id AND a.kind = 'boolean';
ALTER TABLE products ENABLE TRIGGER USER;
ALTER TABLE product_attribute_values ENABLE TRIGGER USER;
ANALYZE;
SELECT count(*) AS products FROM products;
SELECT count(*) AS value_rows FROM product_attribute_values;
