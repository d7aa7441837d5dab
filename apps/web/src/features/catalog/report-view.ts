import { apiRoutes } from '@shop/contracts/plain';
import { useEffect } from 'react';

/**
 * Tells the shop its product's page was opened (the server keeps drawn pages, so only the browser can
 * count); anonymous, once per product shown, and it never delays the shopper.
 */
export function useReportView(productId: string | undefined) {
  useEffect(() => {
    if (!productId) return;
    const body = new Blob([JSON.stringify({ productId })], { type: 'application/json' });
    navigator.sendBeacon?.(apiRoutes.funnel.recordView.path, body);
  }, [productId]);
}
