import fs from 'node:fs';
import { QUESTION_STATUSES } from '@shop/contracts';
import type { ShopUnderTest } from './shop-under-test';

/**
 * Everything the shop stores, as the admin sees it through the API, and the files under uploads: a
 * request that was refused must leave this exactly as it was. Lists show a summary of each row;
 * `wholeRows` (the rows the fuzzer edits, e.g. `/api/product/<id>`) are read in full.
 */
export async function shopState(shop: ShopUnderTest, wholeRows: string[] = []): Promise<string> {
  const read = async (target: string, account: 'admin' | 'shopper' = 'admin') => {
    const response = await fetch(`${shop.url}${target}`, {
      headers: { Authorization: shop.account(account).bearer },
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
  // Every question on the desk, in each status, a page at a time (answers and statuses included).
  const questions: unknown[] = [];
  for (const status of QUESTION_STATUSES) {
    for (let page = 1; ; page += 1) {
      const answer = (await read(`/api/admin/questions?status=${status}&page=${page}`)) as {
        items: unknown[];
        pageSize: number;
        total: number;
      };
      questions.push(...answer.items);
      if (page * answer.pageSize >= answer.total) break;
    }
  }
  const files = fs.existsSync(shop.uploadsDir) ? fs.readdirSync(shop.uploadsDir).sort() : [];
  return JSON.stringify({
    categories: await read('/api/category'),
    products,
    settings: await read('/api/settings'),
    synonyms: await read('/api/search/synonyms'),
    users: await read('/api/user?pageSize=200'),
    inquiries: await read('/api/inquiries?days=30'),
    questions,
    // The alerts: the owner's counts of those waiting, and the shopper's own, each whole.
    alertsWaited: await read('/api/admin/alerts'),
    shopperAlerts: await read('/api/alerts', 'shopper'),
    rows: await Promise.all(wholeRows.map((target) => read(target))),
    files,
  });
}
