import fs from 'node:fs';
import type { ShopUnderTest } from './shop-under-test';

/**
 * Everything the shop stores, as the admin sees it through the API, and the files under uploads: a
 * request that was refused must leave this exactly as it was. Lists show a summary of each row;
 * `wholeRows` (the rows the fuzzer edits, e.g. `/api/product/<id>`) are read in full.
 */
export async function shopState(shop: ShopUnderTest, wholeRows: string[] = []): Promise<string> {
  const read = async (target: string) => {
    const response = await fetch(`${shop.url}${target}`, {
      headers: { Authorization: shop.account('admin').bearer },
    });
    if (response.status === 404) return { missing: target };
    if (!response.ok) throw new Error(`reading ${target} for the state: ${response.status}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const products: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const { items } = (await read(`/api/products?page=${page}&pageSize=100`)) as { items: unknown[] };
    products.push(...items);
    if (items.length < 100) break;
  }
  const files = fs.existsSync(shop.uploadsDir) ? fs.readdirSync(shop.uploadsDir).sort() : [];
  return JSON.stringify({
    categories: await read('/api/category'),
    products,
    settings: await read('/api/settings'),
    synonyms: await read('/api/search/synonyms'),
    users: await read('/api/user?pageSize=200'),
    inquiries: await read('/api/inquiries?days=30'),
    rows: await Promise.all(wholeRows.map(read)),
    files,
  });
}
