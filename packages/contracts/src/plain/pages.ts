import { apiRoutes, type ApiRoute } from './api-routes';
import { FILTER_PARAMS, filterParamsOf } from './filters';
import { isId } from './ids';
import {
  DEFAULT_PAGE_SIZE,
  PRODUCT_SORTS,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_SORTS,
  type ProductSort,
  type SearchSort,
} from './rules';

/** One call of the API a page makes for its first screen. */
export interface PageCall {
  route: ApiRoute;
  params?: Record<string, string>;
  query?: Record<string, string | number>;
}

/** What pages read of a query string (a `URLSearchParams`). */
export interface QueryString {
  get(name: string): string | null;
}

/** A page's address as it was asked for: the path's parameters and the query string. */
export interface PageAddress {
  params: Record<string, string>;
  search: QueryString;
}

export const NEWEST_QUERY = { page: 1, pageSize: 8, sort: 'newest' } as const;
export const RESULTS_PAGE_SIZE = 24;
/** A product page's first page of published questions, drawn by the server with the product. */
export const FIRST_QUESTIONS = { page: 1 } as const;

/** Page and sort of a product list as the URL gives them; anything unreadable is the first page, newest first. */
export function listParamsOf(search: QueryString): { page: number; sort: ProductSort } {
  const page = Number(search.get('page'));
  const sort = search.get('sort') as ProductSort;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: PRODUCT_SORTS.includes(sort) ? sort : 'newest',
  };
}

/** The shop's category choice, when the URL names one. */
export function shopCategoryOf(search: QueryString): { categoryId?: string } {
  const categoryId = search.get('category');
  return categoryId && isId(categoryId) ? { categoryId } : {};
}

/** The shop's product list as the URL describes it: only the filters in use, as the API reads them. */
export const shopQueryOf = (search: QueryString) => ({
  ...categoryQueryOf(search),
  ...shopCategoryOf(search),
});

/** Page, sort and filters of a category's or a brand's product grid. */
export const categoryQueryOf = (search: QueryString) => ({
  ...listParamsOf(search),
  pageSize: DEFAULT_PAGE_SIZE,
  ...filterParamsOf(search),
});

/** Where a filter panel counts: a category, a brand's page or a search's matches (the shop: nothing). */
export interface FilterPlace {
  categoryId?: string;
  brandId?: string;
  q?: string;
}

/** The filter panel's call: its place and the filters the URL names. */
export const filtersQueryOf = (place: FilterPlace, search: QueryString) => ({
  ...place,
  ...filterParamsOf(search),
});

/** The filter panel's call of a category's or a brand's page: none for an address that names nothing. */
const filtersCallOf = (
  place: { categoryId: string } | { brandId: string; categoryId?: string },
  search: QueryString,
): PageCall[] =>
  Object.values(place).every(isId)
    ? [{ route: apiRoutes.product.filters, query: filtersQueryOf(place, search) }]
    : [];

/** The order of the search results the URL names; anything unreadable is the best match first. */
export function searchSortOf(search: QueryString): SearchSort {
  const sort = search.get('sort') as SearchSort;
  return SEARCH_SORTS.includes(sort) ? sort : 'relevance';
}

/**
 * The results page's search, or undefined while there is nothing (or too much) to search for. The
 * default order is left out, so the address and the answer's key stay those of a search without one.
 */
export function searchQueryOf(search: QueryString) {
  const q = (search.get('q') ?? '').trim();
  if (!q || q.length > SEARCH_MAX_QUERY_LENGTH) return undefined;
  const sort = searchSortOf(search);
  return {
    q,
    page: listParamsOf(search).page,
    pageSize: RESULTS_PAGE_SIZE,
    ...(sort === 'relevance' ? {} : { sort }),
    ...filterParamsOf(search),
  };
}

/** The query parameters pages read (`v`: a product page's variant); others (tracking tags, cache busters) do not change a page. */
export const PAGE_QUERY_PARAMS = ['q', 'page', 'sort', 'category', 'v', ...FILTER_PARAMS] as const;

const noCalls = (): PageCall[] => [];

/**
 * Every page of the web app: its path (react-router syntax) and, for shopper pages, the API calls its
 * first screen makes. The server draws shopper pages with those answers embedded under the same query
 * keys; account and admin pages (no `queries`) depend on who asks and are left to the browser.
 */
export const pages = {
  home: {
    path: '/',
    queries: (): PageCall[] => [
      { route: apiRoutes.product.popular },
      { route: apiRoutes.product.list, query: NEWEST_QUERY },
    ],
  },
  shop: {
    path: '/shop',
    queries: ({ search }: PageAddress): PageCall[] => [
      { route: apiRoutes.product.list, query: shopQueryOf(search) },
      { route: apiRoutes.product.filters, query: filtersQueryOf(shopCategoryOf(search), search) },
    ],
  },
  category: {
    path: '/category/:id',
    queries: ({ params, search }: PageAddress): PageCall[] => [
      {
        route: apiRoutes.category.getWithProducts,
        params: { id: params.id! },
        query: categoryQueryOf(search),
      },
      ...filtersCallOf({ categoryId: params.id! }, search),
    ],
  },
  /** Every brand with products, with its logo and count. */
  brands: {
    path: '/brand',
    queries: (): PageCall[] => [{ route: apiRoutes.brand.list }],
  },
  /** A brand's products; `?category=` narrows them to one of its categories. */
  brand: {
    path: '/brand/:id',
    queries: ({ params, search }: PageAddress): PageCall[] => [
      {
        route: apiRoutes.brand.getWithProducts,
        params: { id: params.id! },
        query: shopQueryOf(search),
      },
      ...filtersCallOf({ brandId: params.id!, ...shopCategoryOf(search) }, search),
    ],
  },
  product: {
    path: '/product/:id',
    queries: ({ params }: PageAddress): PageCall[] => [
      { route: apiRoutes.product.getWithRelated, params: { id: params.id! } },
      { route: apiRoutes.questions.published, params: { id: params.id! }, query: FIRST_QUESTIONS },
    ],
    /** A deleted product's address: «دیگر فروخته نمی‌شود», drawn with status 410. */
    gone: ({ params }: PageAddress): PageCall[] => [
      { route: apiRoutes.product.removed, params: { id: params.id! } },
    ],
  },
  search: {
    path: '/search',
    queries: ({ search }: PageAddress): PageCall[] => {
      const query = searchQueryOf(search);
      if (!query) return [];
      return [
        { route: apiRoutes.search.search, query },
        { route: apiRoutes.product.filters, query: filtersQueryOf({ q: query.q }, search) },
      ];
    },
  },
  about: { path: '/about', queries: noCalls },
  contact: { path: '/contact', queries: noCalls },
  privacy: { path: '/privacy-policy', queries: noCalls },
  terms: { path: '/terms', queries: noCalls },
  /** The shopper's compare list lives in the browser (localStorage): the server draws the frame only. */
  compare: { path: '/compare', queries: noCalls },
  /** The request list («لیست خرید») lives in the browser (and on the account): the frame only. */
  requestList: { path: '/list', queries: noCalls },
  /** A pro-forma («پیش‌فاکتور») by its unguessable token. */
  proForma: {
    path: '/pro-forma/:token',
    queries: ({ params }: PageAddress): PageCall[] => [
      { route: apiRoutes.proForma.get, params: { token: params.token! } },
    ],
  },
  /** The «خبرم کن» SMS's stop link: it asks before it cancels (an SMS app's link preview only reads). */
  alertStop: { path: '/alerts/stop/:token' },
  auth: { path: '/auth' },
  profile: { path: '/profile/:id' },
  dashboard: { path: '/dashboard' },
  adminProducts: { path: '/admin/products' },
  adminSynonyms: { path: '/admin/synonyms' },
  adminSettings: { path: '/admin/settings' },
  adminPriceChanges: { path: '/admin/price-changes' },
  adminSpreadsheets: { path: '/admin/spreadsheets' },
  /** The order desk: the list, a hand order (a fixed path, matched before an order's id), an order. */
  adminOrders: { path: '/admin/orders' },
  adminOrderCreate: { path: '/admin/orders/new' },
  adminOrder: { path: '/admin/orders/:id' },
  /** Trade customers: applications, groups, the groups' prices, quantity prices. */
  adminTrade: { path: '/admin/trade' },
  /** Shoppers' questions on products («پرسش‌های مشتریان»): the waiting ones first. */
  adminQuestions: { path: '/admin/questions' },
  categoryCreate: { path: '/category/create' },
  categoryEdit: { path: '/category/edit/:id' },
  productCreate: { path: '/product/create' },
  productEdit: { path: '/product/edit/:id' },
  brandCreate: { path: '/brand/create' },
  brandEdit: { path: '/brand/edit/:id' },
} as const satisfies Record<
  string,
  {
    path: string;
    queries?: (address: PageAddress) => PageCall[];
    /** When the page's own calls answer 404: the calls of what the shop remembers of the address. */
    gone?: (address: PageAddress) => PageCall[];
  }
>;

export type PageName = keyof typeof pages;

/** An answer the server embeds in a page (`#shop-data`), under the query key the app asks with. */
export interface EmbeddedAnswer {
  key: readonly unknown[];
  data: unknown;
}

/**
 * What the web's server entry exports: a shopper page's markup drawn from the answers the page embeds,
 * with pictures under `imagesBase` (see images.ts); the API's wrapper answers undefined when the page is
 * not drawn (no server build, or drawing failed).
 */
export type RenderPage = (
  url: string,
  answers: EmbeddedAnswer[],
  imagesBase: string,
) => Promise<string | undefined>;

/** Calls every page makes, for the header, footer and menu. */
export const SHELL_CALLS: PageCall[] = [
  { route: apiRoutes.settings.get },
  { route: apiRoutes.category.getAll },
];

/** Old addresses that lead elsewhere: the old app's footer linked to the misspelling. */
export const PAGE_REDIRECTS = [{ from: '/contant', to: pages.contact.path }] as const;

type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [Key in Name]: string } & ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [Key in Name]: string }
    : Record<never, never>;

/** The address of a page: `pagePath('product', { id })` is `/product/<id>`. */
export function pagePath<Name extends PageName>(
  name: Name,
  ...[params]: keyof ParamsOf<(typeof pages)[Name]['path']> extends never
    ? []
    : [ParamsOf<(typeof pages)[Name]['path']>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return pages[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
}

function decoded(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // a broken escape names nothing
  }
}

/** The results page of a search: `/search?q=…`. */
export const searchPath = (q: string) => `${pages.search.path}?q=${encodeURIComponent(q)}`;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

// Fixed paths win over parameters: `/product/create` is the form, not a product named "create".
const byPath = (Object.keys(pages) as PageName[])
  .map((name) => ({ name, segments: segmentsOf(pages[name].path) }))
  .sort(
    (a, b) =>
      a.segments.filter((part) => part.startsWith(':')).length -
      b.segments.filter((part) => part.startsWith(':')).length,
  );

/** The page a path opens (a trailing slash allowed), with its parameters; undefined for no page. */
export function matchPage(pathname: string): { name: PageName; params: Record<string, string> } | undefined {
  const asked = segmentsOf(pathname);
  for (const { name, segments } of byPath) {
    if (segments.length !== asked.length) continue;
    const params: Record<string, string> = {};
    const fits = segments.every((part, index) => {
      if (!part.startsWith(':')) return part === asked[index];
      const value = decoded(asked[index]!);
      if (value === undefined) return false;
      params[part.slice(1)] = value;
      return true;
    });
    if (fits) return { name, params };
  }
  return undefined;
}
