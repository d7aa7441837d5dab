import { normalizeForSearch } from '@shop/persian';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { priceListColumn } from '@shop/contracts';
import {
  attributeOptions,
  brands,
  categories,
  categoryAttributes,
  customerGroups,
  type AttributeRow,
} from '../../db/schema';
import { specHeader } from './sheet-columns';

export interface SheetAttribute {
  row: AttributeRow;
  header: string;
  /** List values by their text as search compares it, to their ids. */
  options: Map<string, string>;
}

/** The names a sheet uses, to the ids the catalog stores: categories, brands, attributes and list values. */
export interface CatalogReference {
  categoryByTitle: Map<string, { id: string; title: string }>;
  categoryTitleById: Map<string, string>;
  brandByName: Map<string, string>;
  brandNameById: Map<string, string>;
  attributesOfCategory: Map<string, SheetAttribute[]>;
  /** Every attribute's column, categories in the order they were made, each in its attribute order. */
  headers: string[];
  headerOfAttribute: Map<string, string>;
  /** Each customer group's price list column, groups in the order they were made. */
  priceLists: { groupId: string; header: string }[];
  /** A list value's text, by its id (the dry run shows a changed value as the sheet writes it). */
  optionValueById: Map<string, string>;
}

const keys = new Map<string, string>();
const KEYS_KEPT = 10_000;

/**
 * Titles and names are matched as search matches them: letter case, ی/ي, digits and spaces aside. A
 * sheet repeats the same few category and brand names on every row: each is normalized once.
 */
export function nameKey(text: string): string {
  let key = keys.get(text);
  if (key === undefined) {
    if (keys.size >= KEYS_KEPT) keys.clear();
    key = normalizeForSearch(text);
    keys.set(text, key);
  }
  return key;
}

export async function readCatalogReference(db: Database): Promise<CatalogReference> {
  const [categoryRows, brandRows, attributeRows, optionRows, groupRows] = await Promise.all([
    db
      .select({ id: categories.id, title: categories.title })
      .from(categories)
      .orderBy(asc(categories.createdAt), asc(categories.id)),
    db.select({ id: brands.id, nameFa: brands.nameFa, nameEn: brands.nameEn }).from(brands),
    db
      .select({ attribute: categoryAttributes })
      .from(categoryAttributes)
      .innerJoin(categories, eq(categories.id, categoryAttributes.categoryId))
      .orderBy(asc(categories.createdAt), asc(categories.id), asc(categoryAttributes.position)),
    db
      .select({
        id: attributeOptions.id,
        attributeId: attributeOptions.attributeId,
        value: attributeOptions.value,
      })
      .from(attributeOptions),
    db
      .select({ id: customerGroups.id, name: customerGroups.name })
      .from(customerGroups)
      .orderBy(asc(customerGroups.createdAt), asc(customerGroups.name)),
  ]);
  const optionsOf = new Map<string, Map<string, string>>();
  for (const option of optionRows) {
    const map = optionsOf.get(option.attributeId) ?? new Map<string, string>();
    map.set(nameKey(option.value), option.id);
    optionsOf.set(option.attributeId, map);
  }
  const attributesOfCategory = new Map<string, SheetAttribute[]>();
  const headerOfAttribute = new Map<string, string>();
  for (const { attribute } of attributeRows) {
    const header = specHeader(attribute);
    const list = attributesOfCategory.get(attribute.categoryId) ?? [];
    list.push({ row: attribute, header, options: optionsOf.get(attribute.id) ?? new Map() });
    attributesOfCategory.set(attribute.categoryId, list);
    headerOfAttribute.set(attribute.id, header);
  }
  const brandByName = new Map<string, string>();
  for (const brand of brandRows) {
    brandByName.set(nameKey(brand.nameFa), brand.id);
    brandByName.set(nameKey(brand.nameEn), brand.id);
  }
  return {
    categoryByTitle: new Map(categoryRows.map((category) => [nameKey(category.title), category])),
    categoryTitleById: new Map(categoryRows.map((category) => [category.id, category.title])),
    brandByName,
    brandNameById: new Map(brandRows.map((brand) => [brand.id, brand.nameFa])),
    attributesOfCategory,
    headers: [...new Set(headerOfAttribute.values())],
    headerOfAttribute,
    priceLists: groupRows.map((group) => ({ groupId: group.id, header: priceListColumn(group.name) })),
    optionValueById: new Map(optionRows.map((option) => [option.id, option.value])),
  };
}

/** The attribute columns of these categories: the union of their attributes, one column per header. */
export function headersOf(reference: CatalogReference, categoryIds: Iterable<string>): string[] {
  const wanted = new Set<string>();
  for (const id of categoryIds) {
    for (const attribute of reference.attributesOfCategory.get(id) ?? []) wanted.add(attribute.header);
  }
  return reference.headers.filter((header) => wanted.has(header));
}
