import type { Endpoint } from '@shop/contracts';

/** A contract path (`/api/product/:id`) as mounted on the `/api` router (`/product/:id`). */
export const routePath = (endpoint: Pick<Endpoint, 'path'>) => endpoint.path.replace(/^\/api(?=\/)/, '');
