import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  categoryName,
  DEFAULT_PAGE_SIZE,
  imageSrcSet,
  imageVariants,
  PRODUCT_SORTS,
  type Category,
  type Product,
  type ProductListItem,
  type ProductSort,
  type ShopSettings,
} from '@shop/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { getCategoryPage, listCategories } from '../catalog/category-service';
import { excerpt, htmlToText } from '../catalog/derived-fields';
import { isId } from '../catalog/input';
import { listPopularProducts, listProductPage } from '../catalog/product-queries';
import { getProductWithRelated } from '../catalog/product-service';
import { searchCatalog } from '../search/service';
import { getShopSettings } from '../settings/service';
import type { PageHead } from './page-html';

export interface PageDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'uploadsDir'>;
}

export interface DescribedPage {
  status: 200 | 404;
  head: PageHead;
}

type Embedded = NonNullable<PageHead['embedded']>;
const RESULTS_PAGE_SIZE = 24;
const NEWEST_QUERY = { page: 1, pageSize: 8, sort: 'newest' };
const OG_WIDTH = 1200;
const MAIN_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';

/** Client routes that exist but are not for search engines: the SPA renders them, heads say noindex. */
const PRIVATE_ROUTES = [
  /^\/auth\/?$/,
  /^\/profile\/[^/]+\/?$/,
  /^\/dashboard\/?$/,
  /^\/admin(\/.*)?$/,
  /^\/(category|product)\/create\/?$/,
  /^\/(category|product)\/edit\/[^/]+\/?$/,
];

const pageNumber = (params: URLSearchParams) => {
  const value = Number(params.get('page'));
  return Number.isInteger(value) && value >= 1 ? value : 1;
};
const sortOf = (params: URLSearchParams): ProductSort => {
  const value = params.get('sort') as ProductSort;
  return PRODUCT_SORTS.includes(value) ? value : 'newest';
};

/** Decides what the server says about a page of the SPA: its head, its first data and its status. */
export async function describePage(deps: PageDeps, url: URL): Promise<DescribedPage> {
  const { settings } = await getShopSettings(deps.db);
  const site = new Site(deps, settings);
  const pathname = url.pathname.replace(/\/+$/, '') || '/';
  const params = url.searchParams;
  const shared: Embedded = [
    { key: ['/api/settings', {}, {}], data: await getShopSettings(deps.db) },
    { key: ['/api/category/get-all', {}, {}], data: { categories: await listCategories(deps.db) } },
  ];

  if (pathname === '/') return site.home(shared);
  if (pathname === '/shop') return site.shop(shared, params);
  if (pathname === '/search') return site.search(shared, params);
  if (pathname === '/about')
    return site.info(
      shared,
      '/about',
      'درباره ما',
      `درباره ${settings.shopName.fa}: ${settings.tagline}`,
      true,
    );
  if (pathname === '/contact')
    return site.info(
      shared,
      '/contact',
      'تماس با ما',
      `تلفن، واتس‌اپ، تلگرام، نشانی و ساعت کاری ${settings.shopName.fa}`,
    );
  if (pathname === '/privacy-policy')
    return site.info(
      shared,
      pathname,
      'حریم خصوصی',
      'چه اطلاعاتی از شما نگه می‌داریم و چگونه از آن محافظت می‌کنیم',
    );
  if (pathname === '/terms')
    return site.info(shared, pathname, 'قوانین و مقررات', 'شرایط سفارش، ارسال، بازگشت کالا و گارانتی');
  const product = /^\/product\/([^/]+)$/.exec(pathname);
  if (product && product[1] !== 'create') return site.product(shared, product[1]!);
  const category = /^\/category\/([^/]+)$/.exec(pathname);
  if (category && category[1] !== 'create') return site.category(shared, category[1]!, params);
  if (PRIVATE_ROUTES.some((route) => route.test(pathname))) {
    return {
      status: 200,
      head: { title: site.title('حساب کاربری'), description: settings.tagline, noindex: true },
    };
  }
  return site.notFound();
}

class Site {
  constructor(
    private readonly deps: PageDeps,
    private readonly settings: ShopSettings,
  ) {}

  title = (page: string) => `${page} | ${this.settings.shopName.fa}`;
  absolute = (pathAndQuery: string) => `${this.deps.config.publicUrl}${pathAndQuery}`;

  async home(shared: Embedded): Promise<DescribedPage> {
    const [popular, newest] = await Promise.all([
      listPopularProducts(this.deps.db),
      listProductPage(this.deps.db, {}, NEWEST_QUERY as never),
    ]);
    return {
      status: 200,
      head: {
        title: this.title('فروشگاه تجهیزات برقی و الکترونیکی'),
        description: `${this.settings.shopName.fa}؛ ${this.settings.tagline}. سفارش از راه واتس‌اپ، تلگرام و تلفن.`,
        canonical: this.absolute('/'),
        jsonLd: [this.store()],
        embedded: [
          ...shared,
          { key: ['/api/product/popular', {}, {}], data: { items: popular } },
          { key: ['/api/products', {}, NEWEST_QUERY], data: newest },
        ],
      },
    };
  }

  async shop(shared: Embedded, params: URLSearchParams): Promise<DescribedPage> {
    const page = pageNumber(params);
    const query: Record<string, string | number> = {
      page,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: sortOf(params),
    };
    const categoryId = params.get('category');
    if (categoryId && isId(categoryId)) query.categoryId = categoryId;
    if (params.get('inStock') === 'true') query.inStock = 'true';
    const data = await listProductPage(
      this.deps.db,
      {
        categoryId: query.categoryId as string | undefined,
        inStock: query.inStock === 'true' ? true : undefined,
      },
      { page, pageSize: DEFAULT_PAGE_SIZE, sort: query.sort as ProductSort },
    );
    const canonicalQuery = new URLSearchParams();
    if (query.categoryId) canonicalQuery.set('category', query.categoryId as string);
    if (page > 1) canonicalQuery.set('page', String(page));
    return {
      status: 200,
      head: {
        title: this.title(page > 1 ? `فروشگاه، صفحه ${page.toLocaleString('fa-IR')}` : 'فروشگاه'),
        description: `همه محصولات برقی و الکترونیکی ${this.settings.shopName.fa}: سیم و کابل، کلید و پریز، روشنایی، ابزار و بیشتر.`,
        canonical: this.absolute(`/shop${canonicalQuery.size ? `?${canonicalQuery}` : ''}`),
        embedded: [...shared, { key: ['/api/products', {}, query], data }],
        preloadImage: data.items[0] && this.preload(data.items[0].image, '(min-width: 1024px) 240px, 46vw'),
      },
    };
  }

  async category(shared: Embedded, id: string, params: URLSearchParams): Promise<DescribedPage> {
    if (!isId(id)) return this.notFound();
    const page = pageNumber(params);
    const query = { page, pageSize: DEFAULT_PAGE_SIZE, sort: sortOf(params) };
    const data = await getCategoryPage(this.deps.db, id.toLowerCase(), query).catch(notFoundAsUndefined);
    if (!data) return this.notFound();
    const url = this.absolute(`/category/${data.category._id}${page > 1 ? `?page=${page}` : ''}`);
    const name = categoryName(data.category.title);
    return {
      status: 200,
      head: {
        title: this.title(name),
        description: excerpt(htmlToText(data.category.description), 160) || `خرید ${name}`,
        canonical: url,
        image: await this.ogImage(data.category.image, name),
        jsonLd: [
          this.breadcrumb([
            ['فروشگاه', '/shop'],
            [name, `/category/${data.category._id}`],
          ]),
          this.itemList(data.products),
        ],
        embedded: [...shared, { key: ['/api/category/get-one/:id', { id }, query], data }],
        preloadImage: this.preload(data.category.image, '160px'),
      },
    };
  }

  async product(shared: Embedded, id: string): Promise<DescribedPage> {
    if (!isId(id)) return this.notFound();
    const data = await getProductWithRelated(this.deps.db, id.toLowerCase()).catch(notFoundAsUndefined);
    if (!data) return this.notFound();
    const { product } = data;
    const categories = (shared[1]!.data as { categories: Category[] }).categories;
    const category = categories.find((item) => item._id === product.categoryId);
    const url = this.absolute(`/product/${product._id}`);
    const description = excerpt(htmlToText(product.description), 160);
    return {
      status: 200,
      head: {
        title: this.title(product.title),
        description:
          `${product.title} — ${product.price.toLocaleString('fa-IR')} تومان. ${description}`.slice(0, 200),
        canonical: url,
        ogType: 'product',
        image: await this.ogImage(product.image, product.title),
        jsonLd: [
          this.productLd(product, url, description),
          this.breadcrumb([
            ['فروشگاه', '/shop'],
            ...(category
              ? [[categoryName(category.title), `/category/${category._id}`] as [string, string]]
              : []),
            [product.title, `/product/${product._id}`],
          ]),
        ],
        embedded: [...shared, { key: ['/api/product/get-one/:id', { id }, {}], data }],
        preloadImage: this.preload(product.image, MAIN_IMAGE_SIZES),
      },
    };
  }

  async search(shared: Embedded, params: URLSearchParams): Promise<DescribedPage> {
    const q = (params.get('q') ?? '').trim();
    const page = pageNumber(params);
    const head: PageHead = {
      title: this.title(q ? `جستجوی «${q}»` : 'جستجو'),
      description: q ? `نتایج جستجوی «${q}» در ${this.settings.shopName.fa}` : this.settings.tagline,
      canonical: this.absolute(
        q ? `/search?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}` : '/search',
      ),
      embedded: shared,
    };
    if (q && q.length <= 100) {
      const query = { q, page, pageSize: RESULTS_PAGE_SIZE };
      const data = await searchCatalog(this.deps.db, {
        text: q,
        page,
        pageSize: RESULTS_PAGE_SIZE,
        dropdown: false,
      });
      head.embedded = [...shared, { key: ['/api/search', {}, query], data }];
      if (data.products[0])
        head.preloadImage = this.preload(data.products[0].image, '(min-width: 1024px) 240px, 46vw');
    }
    return { status: 200, head };
  }

  info(
    shared: Embedded,
    pathname: string,
    page: string,
    description: string,
    withStore = false,
  ): DescribedPage {
    return {
      status: 200,
      head: {
        title: this.title(page),
        description,
        canonical: this.absolute(pathname),
        jsonLd: withStore ? [this.store()] : [],
        embedded: shared,
      },
    };
  }

  notFound(): DescribedPage {
    return {
      status: 404,
      head: { title: this.title('صفحه یافت نشد'), description: this.settings.tagline, noindex: true },
    };
  }

  private preload(file: string, sizes: string): PageHead['preloadImage'] {
    const variants = imageVariants(file);
    const fallback = variants.find((variant) => variant.width >= 640) ?? variants[variants.length - 1];
    if (!fallback) return undefined;
    return { href: `/uploads/${fallback.file}`, srcset: imageSrcSet(file, '/uploads/'), sizes };
  }

  /** The stored width nearest 1200 px, with its real height (read once per file). */
  private async ogImage(file: string, alt: string): Promise<PageHead['image']> {
    const variants = imageVariants(file);
    const chosen = [...variants].sort(
      (a, b) => Math.abs(a.width - OG_WIDTH) - Math.abs(b.width - OG_WIDTH),
    )[0];
    if (!chosen) return undefined;
    const size = await imageSize(path.join(this.deps.config.uploadsDir, chosen.file));
    if (!size) return undefined;
    return { url: this.absolute(`/uploads/${chosen.file}`), alt, ...size };
  }

  private store() {
    const { settings } = this;
    const { fromDay, toDay, opens, closes } = settings.workingHours;
    const days = ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    const from = days.findIndex((day) => day.toLowerCase() === fromDay);
    const to = days.findIndex((day) => day.toLowerCase() === toDay);
    const open = from <= to ? days.slice(from, to + 1) : [...days.slice(from), ...days.slice(0, to + 1)];
    return {
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: settings.shopName.fa,
      alternateName: settings.shopName.en,
      description: settings.tagline,
      url: this.absolute('/'),
      telephone: settings.phone,
      address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'IR' },
      geo: {
        '@type': 'GeoCoordinates',
        latitude: settings.location.latitude,
        longitude: settings.location.longitude,
      },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: open, opens, closes }],
    };
  }

  private productLd(product: Product, url: string, description: string) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      image: [product.image, ...product.gallery].map((file) => this.absolute(`/uploads/${file}`)),
      description,
      sku: product._id.slice(-6).toUpperCase(),
      offers: {
        '@type': 'Offer',
        // schema.org wants ISO 4217: the rial is the currency, the toman is ten of them.
        price: product.price * 10,
        priceCurrency: 'IRR',
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url,
      },
    };
  }

  private breadcrumb(trail: [string, string][]) {
    const items: [string, string][] = [['خانه', '/'], ...trail];
    return {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: items.map(([name, href], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: this.absolute(href),
      })),
    };
  }

  private itemList(products: ProductListItem[]) {
    return {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: products.map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: this.absolute(`/product/${product._id}`),
        name: product.title,
      })),
    };
  }
}

function notFoundAsUndefined(error: unknown): undefined {
  if (error instanceof AppError && error.status === 404) return undefined;
  throw error;
}

const sizes = new Map<string, { width: number; height: number }>();
async function imageSize(file: string) {
  const known = sizes.get(file);
  if (known) return known;
  if (!fs.existsSync(file)) return undefined;
  const { width, height } = await sharp(file).metadata();
  if (!width || !height) return undefined;
  const size = { width, height };
  sizes.set(file, size);
  return size;
}
