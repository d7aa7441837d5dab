import { sql, type SQL } from 'drizzle-orm';
import { priceChangeItems, priceRules, products, productVariants } from '../../db/schema';

/**
 * Where a bulk price change reads and writes its prices: the shop's own on the variants, or one customer
 * group's fixed variant prices (its rules of scope `variant`). The preview, the apply and the undo are the
 * same statements over either; only these pieces differ.
 */
export interface PriceList {
  /** Every variant with a price in this list, beside its product: the FROM of the chosen rows. */
  variants: SQL;
  price: SQL;
  /** The old price («قیمت قبل از تخفیف»): the shop's only; a group's list has none. */
  originalPrice: SQL;
  /** The change's rows ("item") whose variant still has a price in this list, beside it and its product. */
  itemsOf(changeId: string): SQL;
  /** Copies the change's new prices (`"item"."new_price"`…) onto the list. */
  writeNew(changeId: string): SQL;
  /**
   * Gives back the prices from before the change where nothing has written another since (`untouched`);
   * answers the number of rows restored.
   */
  restore(changeId: string): SQL;
  /** Still as the change left it. */
  untouched: SQL;
}

const VARIANTS = sql`${productVariants} JOIN ${products} ON ${products.id} = ${productVariants.productId}`;

const SHOP_UNTOUCHED = sql`"product_variants"."price" = "item"."new_price" AND "product_variants"."original_price" IS NOT DISTINCT FROM "item"."new_original_price"`;

const shopPrices: PriceList = {
  variants: VARIANTS,
  price: sql`${productVariants.price}`,
  originalPrice: sql`${productVariants.originalPrice}`,
  itemsOf: (changeId) =>
    sql`${priceChangeItems} AS "item" JOIN ${productVariants} ON "product_variants"."id" = "item"."variant_id"
        JOIN ${products} ON "products"."id" = "item"."product_id" WHERE "item"."change_id" = ${changeId}`,
  writeNew: (changeId) => sql`
    UPDATE ${productVariants}
    SET "price" = "item"."new_price", "original_price" = "item"."new_original_price", "updated_at" = now()
    FROM ${priceChangeItems} AS "item"
    WHERE "item"."change_id" = ${changeId} AND ${productVariants.id} = "item"."variant_id"`,
  restore: (changeId) => sql`
    WITH "restored" AS (
      UPDATE ${productVariants}
      SET "price" = "item"."previous_price", "original_price" = "item"."previous_original_price", "updated_at" = now()
      FROM ${priceChangeItems} AS "item"
      WHERE "item"."change_id" = ${changeId} AND "product_variants"."id" = "item"."variant_id" AND ${SHOP_UNTOUCHED}
      RETURNING 1)
    SELECT count(*)::int AS "restored" FROM "restored"`,
  untouched: SHOP_UNTOUCHED,
};

/** The group's fixed price of the variant, as "list_rule". */
const listRuleOf = (groupId: string, variantId: SQL) =>
  sql`"list_rule"."group_id" = ${groupId} AND "list_rule"."scope" = 'variant' AND "list_rule"."target_id" = ${variantId}`;

const GROUP_UNTOUCHED = sql`"list_rule"."fixed_price" = "item"."new_price"`;

function groupPrices(groupId: string): PriceList {
  const ofItem = listRuleOf(groupId, sql`"item"."variant_id"`);
  return {
    variants: sql`${VARIANTS} JOIN ${priceRules} AS "list_rule" ON ${listRuleOf(groupId, sql`${productVariants.id}`)}`,
    price: sql`"list_rule"."fixed_price"`,
    originalPrice: sql`NULL::bigint`,
    itemsOf: (changeId) =>
      sql`${priceChangeItems} AS "item" JOIN ${priceRules} AS "list_rule" ON ${ofItem}
          JOIN ${products} ON "products"."id" = "item"."product_id" WHERE "item"."change_id" = ${changeId}`,
    writeNew: (changeId) => sql`
      UPDATE ${priceRules} AS "list_rule" SET "fixed_price" = "item"."new_price"
      FROM ${priceChangeItems} AS "item"
      WHERE "item"."change_id" = ${changeId} AND ${ofItem}`,
    restore: (changeId) => sql`
      WITH "restored" AS (
        UPDATE ${priceRules} AS "list_rule" SET "fixed_price" = "item"."previous_price"
        FROM ${priceChangeItems} AS "item"
        WHERE "item"."change_id" = ${changeId} AND ${ofItem} AND ${GROUP_UNTOUCHED}
        RETURNING 1)
      SELECT count(*)::int AS "restored" FROM "restored"`,
    untouched: GROUP_UNTOUCHED,
  };
}

/** The list a change names: a group's id, or null (or absent, in changes made before price lists) for the shop's. */
export const priceListOf = (groupId: string | null | undefined): PriceList =>
  groupId ? groupPrices(groupId) : shopPrices;
