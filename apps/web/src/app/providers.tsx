import type { EmbeddedAnswer } from '@shop/contracts/plain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The one QueryClient, seeded with the answers the server embedded in the page before the first render. */
export function createQueryClient(answers: EmbeddedAnswer[]) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
  for (const { key, data } of answers) client.setQueryData(key, data);
  return client;
}

/**
 * The server embeds the API answers the first screen needs (`#shop-data`, under the same query keys), so
 * the first render needs no round trip.
 */
export function embeddedAnswers(): EmbeddedAnswer[] {
  const block = document.getElementById('shop-data');
  if (!block?.textContent) return [];
  try {
    return JSON.parse(block.textContent) as EmbeddedAnswer[];
  } catch {
    return []; // A page without usable data simply asks the API.
  }
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
