import type { ProductOption } from '@shop/contracts';
import { normalizeForSearch, parseDecimal } from '@shop/persian';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../db/client';
import {
  attributeOptions,
  categories,
  categoryAttributes,
  productAttributeValues,
  products,
  productVariants,
  productVariantValues,
} from '../db/schema';
import { productDerivedFields } from '../modules/catalog/derived-fields';
import { sanitizeRichText } from '../http/sanitize-html';

// Building blocks for believable Persian product titles, so search benchmarks meet realistic text.
const KINDS = [
  'کلید مینیاتوری',
  'سیم افشان',
  'کابل برق',
  'لامپ LED',
  'پریز ارت‌دار',
  'کلید تک پل',
  'مولتی متر',
  'باتری قلمی',
  'چراغ سقفی',
  'پنل روکار',
  'محافظ ولتاژ',
  'سه راهی برق',
  'دوربین مداربسته',
  'اسپیکر بلوتوث',
  'هدفون بی‌سیم',
  'منبع تغذیه',
  'فیوز',
  'کنتاکتور',
  'ترمینال',
  'داکت',
  'چسب برق',
  'هویه',
  'فازمتر',
  'پاوربانک',
  'آیفون تصویری',
  'ریسه',
  'پروژکتور',
  'رله',
  'تایمر',
  'سنسور حرکتی',
  'دیمر',
  'آداپتور',
  'شارژر',
  'کابل شبکه',
] as const;
const BRANDS = [
  'Schneider',
  'ABB',
  'Legrand',
  'Hager',
  'پارس شهاب',
  'مازی نور',
  'Simaran',
  'Fluke',
  'UNI-T',
  'Xiaomi',
  'Sonoff',
  'Samsung',
  'LG',
  'JBL',
  'Sony',
  'Panasonic',
  'Varta',
  'Energizer',
  'فراز',
  'Delta',
  'کاوه',
  'افراتاب',
] as const;
const SPECS = [
  '۱۶ آمپر',
  '۲۵ آمپر',
  '۱ در ۲.۵',
  '۱ در ۱.۵',
  '۲ در ۴',
  '۱۰ وات',
  '۲۰ وات',
  '۵۰ وات',
  '۲۲۰ ولت',
  '۱۲ ولت',
  'ضد آب',
  'سفید',
  'مشکی',
  'توکار',
  'روکار',
  'هوشمند',
  'صنعتی',
  'سه فاز',
  'تک فاز',
  '۱۰۰ متری',
] as const;

/** A small deterministic generator (mulberry32), so the same seed gives the same catalog. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SyntheticProductOptions {
  index: number;
  categoryId: string;
  categoryTitle: string;
  image: string;
  /** The product's brand: its name goes in the title. */
  brand?: { id: string; nameEn: string };
}

/** One synthetic product row, derived fields included, ready for a bulk insert. */
export function syntheticProduct({
  index,
  categoryId,
  categoryTitle,
  image,
  brand,
}: SyntheticProductOptions) {
  const next = random(index + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const model = `${String.fromCharCode(65 + Math.floor(next() * 26))}${Math.floor(next() * 9000 + 100)}`;
  const title = `${pick(KINDS)} ${pick(SPECS)} ${brand?.nameEn ?? pick(BRANDS)} مدل ${model}`;
  const description = sanitizeRichText(
    `<p>${title}، مناسب برای مصارف خانگی و صنعتی با کیفیت ساخت بالا.</p><ul><li><strong>برند:</strong> ${pick(BRANDS)}</li><li><strong>مشخصه:</strong> ${pick(SPECS)}</li><li><strong>گارانتی:</strong> ۱۸ ماهه</li></ul>`,
  );
  const price = Math.round((next() * 9_900_000 + 50_000) / 1000) * 1000;
  return {
    title,
    description,
    price,
    originalPrice: next() < 0.25 ? Math.round(price * 1.15) : null,
    stock: next() < 0.12 ? 0 : Math.floor(next() * 200) + 1,
    isPopular: false,
    categoryId,
    brandId: brand?.id ?? null,
    warranty: '۱۸ ماهه',
    image,
    gallery: [],
    createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000),
    ...productDerivedFields({ title, descriptionHtml: description, categoryTitle }),
  };
}

/** An option a synthetic family may be sold in, with every value it may take (a family takes a run of them). */
interface FamilyOption {
  name: string;
  values: readonly string[];
}

/**
 * What the families of each demo category differ by: the first option, and a second one most families add.
 * An option tied to a number or list attribute of the category with its name (as the form ties it) writes
 * the filters' values; the others (colours) are the shop's own words. Other categories: colours.
 */
const FAMILY_OPTIONS: Record<string, readonly [FamilyOption, FamilyOption?]> = {
  'سیم و کابل': [
    { name: 'سطح مقطع', values: ['۱', '۱٫۵', '۲٫۵', '۴', '۶', '۱۰', '۱۶'] },
    { name: 'رنگ', values: ['قرمز', 'مشکی', 'آبی', 'سفید'] },
  ],
  'کلید مینیاتوری و تجهیزات حفاظتی': [
    { name: 'جریان نامی', values: ['۶', '۱۰', '۱۶', '۲۰', '۲۵', '۳۲', '۴۰', '۶۳'] },
    { name: 'منحنی قطع', values: ['B', 'C', 'D'] },
  ],
  روشنایی: [
    { name: 'توان', values: ['۷', '۹', '۱۲', '۱۸', '۲۴', '۳۶'] },
    { name: 'رنگ نور', values: ['مهتابی', 'آفتابی', 'طبیعی'] },
  ],
  'کلید و پریز': [
    { name: 'رنگ قاب', values: ['سفید', 'کرم', 'مشکی', 'طوسی', 'نقره‌ای', 'طلایی'] },
    { name: 'جریان نامی', values: ['۱۰', '۱۶'] },
  ],
  'باتری و منبع تغذیه': [
    { name: 'ظرفیت', values: ['۱۰۰۰', '۲۵۰۰', '۵۰۰۰', '۱۰۰۰۰', '۲۰۰۰۰', '۳۰۰۰۰'] },
    { name: 'رنگ', values: ['سفید', 'مشکی', 'آبی'] },
  ],
  'خانه هوشمند': [
    { name: 'رنگ', values: ['سفید', 'مشکی', 'طوسی'] },
    { name: 'اتصال', values: ['وای‌فای', 'Zigbee'] },
  ],
  'ابزار و تستر': [
    { name: 'رنگ', values: ['زرد', 'نارنجی', 'قرمز', 'مشکی'] },
    { name: 'رده ایمنی', values: ['CAT III 600V', 'CAT IV 1000V'] },
  ],
};
const COLOURS: readonly [FamilyOption] = [
  { name: 'رنگ', values: ['مشکی', 'سفید', 'طوسی', 'آبی', 'قرمز', 'سبز'] },
];

/**
 * The share of synthetic products sold as families, and their size: 2–6 values of the first option,
 * times 2–3 of the second for most, at most 12 variants. 60% families average 6 variants: 100,000
 * products carry about 400,000 variants.
 */
const FAMILY_SHARE = 0.6;
const FIRST_OPTION_MAX = 6;
const SECOND_OPTION_SHARE = 0.6;
const VARIANTS_MAX = 12;

/** A family option as the product stores it, and what each of its values says of its attribute. */
interface ShapedOption {
  name: string;
  attributeId: string | null;
  values: readonly string[];
  /** For a tied option, per value: the number or the list value's id (as `writeVariantValues` reads them). */
  tied: readonly { numberValue: number | null; optionId: string | null }[] | null;
}

/** A synthetic family: its options as stored, and the values its variants combine (at most two options). */
export interface SyntheticFamily {
  options: ProductOption[];
  shaped: ShapedOption[];
}

/**
 * The options of synthetic families per category: FAMILY_OPTIONS tied to the category's attributes of the
 * same name where their values read as the attribute's (numbers, or values of its list).
 */
export async function syntheticFamilies(db: Database) {
  const attributes = await queryRows<{
    category_title: string;
    category_id: string;
    id: string;
    search_name: string;
    kind: string;
    options: { id: string; searchValue: string }[] | null;
  }>(
    db,
    sql`SELECT c.title AS category_title, c.id AS category_id, a.id, a.search_name, a.kind,
        (SELECT json_agg(json_build_object('id', o.id, 'searchValue', o.search_value)) FROM ${attributeOptions} o
          WHERE o.attribute_id = a.id) AS options
      FROM ${categories} c LEFT JOIN ${categoryAttributes} a ON a.category_id = c.id AND a.kind IN ('number', 'option')`,
  );
  const shapes = new Map<string, ShapedOption[]>();
  for (const row of attributes) {
    if (shapes.has(row.category_id)) continue;
    const inCategory = attributes.filter((attribute) => attribute.category_id === row.category_id);
    const options = FAMILY_OPTIONS[row.category_title] ?? COLOURS;
    shapes.set(
      row.category_id,
      options.flatMap((option) => (option ? [shapeOption(option, inCategory)] : [])),
    );
  }
  return {
    /** The family the index-th synthetic product of a category is sold as, or undefined for a plain product. */
    familyOf(index: number, categoryId: string): SyntheticFamily | undefined {
      const shape = shapes.get(categoryId);
      const next = random(index * 2 + 0x51f15e);
      if (!shape || next() >= FAMILY_SHARE) return undefined;
      const [first, second] = shape as [ShapedOption, ShapedOption?];
      let count = 2 + Math.floor(next() * (Math.min(first.values.length, FIRST_OPTION_MAX) - 1));
      const from = Math.floor(next() * (first.values.length - count + 1));
      const secondCount =
        second && next() < SECOND_OPTION_SHARE ? 2 + Math.floor(next() * (second.values.length - 1)) : 0;
      while (count * Math.max(secondCount, 1) > VARIANTS_MAX) count -= 1;
      const shaped = [
        valuesRun(first, from, count),
        ...(second && secondCount > 0 ? [valuesRun(second, 0, secondCount)] : []),
      ];
      return {
        options: shaped.map(({ name, attributeId, values }) => ({ name, attributeId, values: [...values] })),
        shaped,
      };
    },
  };
}

function shapeOption(
  { name, values }: FamilyOption,
  attributes: {
    id: string;
    search_name: string;
    kind: string;
    options: { id: string; searchValue: string }[] | null;
  }[],
): ShapedOption {
  const attribute = attributes.find((candidate) => candidate.search_name === normalizeForSearch(name));
  const tied = attribute
    ? values.map((value) =>
        attribute.kind === 'number'
          ? { numberValue: parseDecimal(value), optionId: null }
          : {
              numberValue: null,
              optionId:
                attribute.options?.find((option) => option.searchValue === normalizeForSearch(value))?.id ??
                null,
            },
      )
    : null;
  const readable = tied?.every((value) => value.numberValue !== null || value.optionId !== null);
  return readable
    ? { name, attributeId: attribute!.id, values, tied: tied! }
    : { name, attributeId: null, values, tied: null };
}

const valuesRun = (option: ShapedOption, from: number, count: number): ShapedOption => ({
  ...option,
  values: option.values.slice(from, from + count),
  tied: option.tied?.slice(from, from + count) ?? null,
});

/**
 * Gives just-inserted synthetic products their families' variants, set-based: each family's plain variant
 * (the insert trigger's) is replaced by one variant per combination, coded `SYN-<index>-<n>`, about a third
 * with a barcode (EAN-13, GS1 Iran's 626), dearer up the first option's values, about 15% out of stock
 * (all of them when the product was), about 6% disabled (never the first); the variants' trigger then
 * writes the product's price, stock and variant count. Tied options write `product_variant_values` and
 * drop the product's own value of their attribute, as `writeVariantValues` does. The products' `options`
 * were inserted with them.
 */
export async function insertSyntheticVariants(
  tx: Transaction,
  families: { id: string; index: number; family: SyntheticFamily }[],
) {
  if (families.length === 0) return;
  const rows = families.map(({ id, index, family: { shaped } }) => ({
    id,
    index,
    a: shaped[0]!.values,
    b: shaped[1]?.values ?? [],
    ties: shaped.flatMap((option, position) =>
      option.tied
        ? option.tied.map((value, at) => ({
            attribute_id: option.attributeId,
            option: position + 1,
            value: option.values[at],
            number_value: value.numberValue,
            option_id: value.optionId,
          }))
        : [],
    ),
  }));
  const family = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS f(id uuid, index int, a text[], b text[], ties jsonb)`;
  // A well-mixed whole number 0–99 of the family, the variant and a salt (hashint8 is PostgreSQL's own).
  const percent = (salt: number) =>
    sql.raw(`((hashint8(f.index::bigint * 4096 + k * 16 + ${salt}) & 2147483647) % 100)`);
  await tx.execute(sql`DELETE FROM ${productVariants} v USING ${family} WHERE v.product_id = f.id`);
  await tx.execute(sql`
    INSERT INTO ${productVariants} (product_id, position, option_values, code, barcode, price, original_price, stock, enabled)
    SELECT f.id, k, CASE WHEN b_count > 0 THEN ARRAY[f.a[k / b_count + 1], f.b[k % b_count + 1]] ELSE ARRAY[f.a[k + 1]] END,
      'SYN-' || f.index || '-' || (k + 1),
      CASE WHEN ${percent(1)} < 35 THEN made.gtin || (10 - (SELECT sum(substr(made.gtin, i, 1)::int * (1 + 2 * (1 - i % 2))) FROM generate_series(1, 12) AS i) % 10) % 10 END,
      made.price, CASE WHEN p.original_price IS NOT NULL THEN round(made.price * 1.15 / 1000) * 1000 END,
      CASE WHEN p.stock = 0 OR ${percent(2)} < 15 THEN 0 ELSE 1 + ${percent(3)} * 2 END,
      k = 0 OR ${percent(4)} >= 6
    FROM ${family}
    JOIN ${products} p ON p.id = f.id
    CROSS JOIN LATERAL (SELECT coalesce(cardinality(f.b), 0) AS b_count) AS sizes
    CROSS JOIN LATERAL generate_series(0, cardinality(f.a) * greatest(b_count, 1) - 1) AS k
    CROSS JOIN LATERAL (SELECT
      round(p.price * (1 + 0.3 * (k / greatest(b_count, 1)) + 0.1 * (k % greatest(b_count, 1))) / 1000) * 1000 AS price,
      '626' || lpad((f.index::bigint * 16 + k)::text, 9, '0') AS gtin) AS made`);
  const tie = sql`jsonb_to_recordset(f.ties) AS t(attribute_id uuid, option int, value text, number_value float8, option_id uuid)`;
  await tx.execute(sql`
    DELETE FROM ${productAttributeValues} v USING ${family}, ${tie}
    WHERE v.product_id = f.id AND v.attribute_id = t.attribute_id`);
  await tx.execute(sql`
    INSERT INTO ${productVariantValues} (product_id, attribute_id, number_value, option_id)
    SELECT DISTINCT f.id, t.attribute_id, t.number_value, t.option_id
    FROM ${family} CROSS JOIN LATERAL ${tie}
    WHERE EXISTS (SELECT FROM ${productVariants} v
      WHERE v.product_id = f.id AND v.enabled AND v.option_values[t.option] = t.value)`);
}
