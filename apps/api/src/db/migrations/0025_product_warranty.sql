ALTER TABLE "products" ADD COLUMN "warranty" text;
--> statement-breakpoint
-- Until now every product page said the shop's one warranty (the settings' warrantyYears, «۲ سال
-- گارانتی» by default). Each product keeps what its page said, so nothing a shopper sees changes
-- silently, unless its own specification names its warranty (a «گارانتی…» or «ضمانت…» row, already in
-- the page's table): then that, which ends the page contradicting itself. No shop-wide years (0): none.
UPDATE "products" p SET "warranty" = COALESCE(
  (SELECT COALESCE(v."text_value", o."value")
     FROM "product_attribute_values" v
     JOIN "category_attributes" a ON a."id" = v."attribute_id"
     LEFT JOIN "attribute_options" o ON o."id" = v."option_id"
    WHERE v."product_id" = p."id"
      AND (a."name" LIKE 'گارانتی%' OR a."name" LIKE 'ضمانت%')
      AND COALESCE(v."text_value", o."value") IS NOT NULL
    ORDER BY a."position"
    LIMIT 1),
  (SELECT CASE WHEN shop."years" > 0
            THEN translate(shop."years"::text, '0123456789', '۰۱۲۳۴۵۶۷۸۹') || ' سال گارانتی' END
     FROM (SELECT COALESCE(
             (SELECT ("value"->>'warrantyYears')::int FROM "settings"
               WHERE "key" = 'shop' AND "value"->>'warrantyYears' ~ '^[0-9]{1,2}$'),
             2) AS "years") shop)
);
