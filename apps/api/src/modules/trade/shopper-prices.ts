import { discounted, tierFor, type PriceRuleScope, type QuantityTier } from '@shop/contracts';
import { toPersianDigits } from '@shop/persian';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  brands,
  categories,
  customerGroups,
  priceRules,
  products,
  productVariants,
  users,
} from '../../db/schema';
import { readTiers, tiersOf } from './quantity-tiers';

type Reader = Database | Transaction;

/** What pricing needs of a variant: the shop's price and where the variant sits. */
export interface PricedVariant {
  variantId: string;
  price: number;
  categoryId: string | null;
  brandId: string | null;
}

/** A price for a shopper, and the words that say where it came from (null: the shop's price). */
export interface ShopperPrice {
  price: number;
  rule: string | null;
}

const percent = (bp: number) => `${toPersianDigits(String(bp / 100).replace('.', '٫'))}٪`;

const SCOPE_WORDS: Record<PriceRuleScope, string> = { variant: 'کالا', category: 'دسته‌بندی', brand: 'برند' };

interface GroupRule {
  scope: PriceRuleScope;
  targetId: string;
  percentOffBp: number | null;
  fixedPrice: number | null;
  words: string;
}

/** The account's group (null: a consumer). */
export async function groupOf(db: Reader, userId: string | null | undefined): Promise<string | null> {
  if (!userId) return null;
  const [user] = await db.select({ groupId: users.groupId }).from(users).where(eq(users.id, userId));
  return user?.groupId ?? null;
}

/** The group's rules that reach these variants, with the words naming each («همکار: ۵٪ دسته‌بندی کابل»). */
async function readGroupRules(db: Reader, groupId: string, variants: PricedVariant[]): Promise<GroupRule[]> {
  const ids = (pick: (variant: PricedVariant) => string | null) => [
    ...new Set(variants.map(pick).filter((value): value is string => value !== null)),
  ];
  const targets: [PriceRuleScope, string[]][] = [
    ['variant', ids((variant) => variant.variantId)],
    ['category', ids((variant) => variant.categoryId)],
    ['brand', ids((variant) => variant.brandId)],
  ];
  const reaching = targets
    .filter(([, targetIds]) => targetIds.length > 0)
    .map(([scope, targetIds]) => and(eq(priceRules.scope, scope), inArray(priceRules.targetId, targetIds)));
  if (reaching.length === 0) return [];
  const rows = await db
    .select({
      scope: priceRules.scope,
      targetId: priceRules.targetId,
      percentOffBp: priceRules.percentOffBp,
      fixedPrice: priceRules.fixedPrice,
      group: customerGroups.name,
      category: categories.title,
      brand: brands.nameFa,
    })
    .from(priceRules)
    .innerJoin(customerGroups, eq(customerGroups.id, priceRules.groupId))
    .leftJoin(categories, and(eq(priceRules.scope, 'category'), eq(categories.id, priceRules.targetId)))
    .leftJoin(brands, and(eq(priceRules.scope, 'brand'), eq(brands.id, priceRules.targetId)))
    .where(and(eq(priceRules.groupId, groupId), or(...reaching)));
  return rows.map((row) => ({
    ...row,
    words:
      row.scope === 'variant'
        ? `${row.group}: قیمت ویژه این کالا`
        : `${row.group}: ${percent(row.percentOffBp!)} ${SCOPE_WORDS[row.scope]} ${row.category ?? row.brand ?? ''}`.trim(),
  }));
}

/**
 * A variant's price at a quantity: the group's most specific rule (the variant's fixed price, else its
 * category's percentage, else its brand's), then the quantity tier it reaches, off that.
 */
export function priceWith(
  variant: PricedVariant,
  quantity: number,
  rules: GroupRule[],
  tiers: QuantityTier[],
): ShopperPrice {
  const rule =
    rules.find((each) => each.scope === 'variant' && each.targetId === variant.variantId) ??
    rules.find((each) => each.scope === 'category' && each.targetId === variant.categoryId) ??
    rules.find((each) => each.scope === 'brand' && each.targetId === variant.brandId);
  const base = !rule ? variant.price : (rule.fixedPrice ?? discounted(variant.price, rule.percentOffBp!));
  const tier = tierFor(tiers, quantity);
  const words = [
    rule?.words,
    tier && `${percent(tier.percentOffBp)} برای ${toPersianDigits(tier.minQuantity)} و بیشتر`,
  ].filter(Boolean);
  return {
    price: tier ? discounted(base, tier.percentOffBp) : base,
    rule: words.length ? words.join('، ') : null,
  };
}

/** The variants named, with their products' category and brand: one query over the variants' key. */
export async function readPricedVariants(
  db: Reader,
  variantIds: string[],
): Promise<Map<string, PricedVariant>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({
      variantId: productVariants.id,
      price: productVariants.price,
      categoryId: products.categoryId,
      brandId: products.brandId,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, variantIds));
  return new Map(rows.map((row) => [row.variantId, row]));
}

/**
 * Prices for a shopper's group (null: a consumer, who gets quantity tiers only), for each line's variant
 * and quantity: the rules and tiers that reach them are read once, in two queries.
 */
export async function shopperPrices(
  db: Reader,
  groupId: string | null,
  lines: { variant: PricedVariant; quantity: number }[],
): Promise<ShopperPrice[]> {
  const variants = lines.map((line) => line.variant);
  const [rules, tiers] = await Promise.all([
    groupId ? readGroupRules(db, groupId, variants) : Promise.resolve([]),
    readTiers(db, {
      variantIds: variants.map((variant) => variant.variantId),
      categoryIds: [
        ...new Set(variants.map((variant) => variant.categoryId).filter((id): id is string => !!id)),
      ],
    }),
  ]);
  return lines.map(({ variant, quantity }) =>
    priceWith(variant, quantity, rules, tiersOf(tiers, variant.variantId, variant.categoryId)),
  );
}
