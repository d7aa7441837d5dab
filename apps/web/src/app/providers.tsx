import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The one QueryClient. Answers the server embedded in the page are seeded here before the first render. */
export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
  seedFromPage(client);
  return client;
}

/**
 * The server embeds the API answers the first screen needs (`#shop-data`, under the same query keys), so
 * the first render needs no round trip.
 */
function seedFromPage(client: QueryClient) {
  const block = document.getElementById('shop-data');
  if (!block?.textContent) return;
  try {
    const entries = JSON.parse(block.textContent) as { key: readonly unknown[]; data: unknown }[];
    for (const { key, data } of entries) client.setQueryData(key, data);
  } catch {
    // A page without usable data simply asks the API.
  }
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
