import { fullTitle, type PageTitle, type ShopIdentity } from '@shop/contracts/plain';
import { useEffect } from 'react';
import { useSettings } from './api/get-settings';

/**
 * Keeps the tab title and the meta description in step with the screen: a shopper page passes its entry
 * of the contracts' `pageTitles` (the server writes the same in the head), an account screen its name.
 */
export function usePageMeta(meta: ((shop: ShopIdentity) => PageTitle | undefined) | string) {
  const { data } = useSettings();
  const shop = data?.settings;
  const page = typeof meta === 'string' ? { title: meta, description: undefined } : shop && meta(shop);
  const title = page && shop && fullTitle(page.title, shop);
  const description = page?.description;
  useEffect(() => {
    if (!title) return;
    document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
