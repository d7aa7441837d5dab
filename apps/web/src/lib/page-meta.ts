import { useEffect } from 'react';

const SHOP_NAME = 'برق‌آفرین';

/** Keeps the tab title and the meta description in step with the screen the shopper is on. */
export function usePageMeta(title: string | undefined, description?: string) {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${SHOP_NAME}`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description.slice(0, 160));
    }
  }, [title, description]);
}
