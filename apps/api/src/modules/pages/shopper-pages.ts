import sharp from 'sharp';
import type { z } from 'zod';
import {
  brandEndpoints,
  categoryEndpoints,
  categoryName,
  excerpt,
  fullTitle,
  htmlToText,
  imageSrcSet,
  imageVariants,
  listParamsOf,
  matchPage,
  pagePath,
  pages,
  pageTitles,
  productEndpoints,
  proFormaEndpoints,
  queryKeyFor,
  questionEndpoints,
  scheduleRuns,
  searchEndpoints,
  searchQueryOf,
  settingsEndpoints,
  SHELL_CALLS,
  shopCategoryOf,
  shopQueryOf,
  type Brand,
  type CategoryListItem,
  type Endpoint,
  type PageCall,
  type PageName,
  type PageTitle,
  type Product,
  type ProductListItem,
  type PublishedQuestion,
  type QueryString,
  type ShopSettings,
  type Specification,
  type SaleUnit,
  type Variant,
  type WeekDay,
} from '@shop/contracts';
import type { Config } from '../../config';
import type { ImageStorage } from '../../images/storage';
import { AppError } from '../../http/app-error';
import type { PageHead } from './page-html';

export interface PageDeps {
  config: Pick<Config, 'publicUrl'>;
  /** Where the pictures are: their public address and, for the share card's size, their bytes. */
  storage: Pick<ImageStorage, 'publicBase' | 'read'>;
  /** Answers one call of a page as the API would (the route's own handler: `publicReads`). */
  answer: (call: PageCall) => Promise<unknown>;
}

export interface DescribedPage {
  /** 410: an address the shop remembers but no longer serves (a deleted product). */
  status: 200 | 404 | 410;
  head: PageHead;
}

type ShopperPage = {
  [Name in PageName]: (typeof pages)[Name] extends { queries: unknown } ? Name : never;
}[PageName];

/** schema.org's name of a day: `saturday` -> `Saturday`. */
const schemaDay = (day: WeekDay) => day[0]!.toUpperCase() + day.slice(1);

/** An endpoint's answer as its response schema types it (as the web reads it). */
type AnswerOf<E extends Endpoint> = z.output<E['response']>;

/** A page's calls with their answers. */
type Answered = { call: PageCall; data: unknown }[];

const answerAll = (answer: PageDeps['answer'], calls: PageCall[]): Promise<Answered> =>
  Promise.all(calls.map(async (call) => ({ call, data: await answer(call) })));

/** The answer to the page's call of `endpoint`: a page calls an endpoint once (none at all is a bug). */
function answerOf<E extends Endpoint>(answered: Answered, endpoint: E): AnswerOf<E> {
  const found = answered.find(
    ({ call }) => call.route.method === endpoint.method && call.route.path === endpoint.path,
  );
  if (!found) throw new Error(`the page made no call to ${endpoint.method} ${endpoint.path}`);
  return found.data as AnswerOf<E>;
}

const OG_WIDTH = 1200;
/** UN/CEFACT codes of the units sold by measure (a piece, a roll and a box are each one item). */
const UNIT_CODES: Partial<Record<SaleUnit, string>> = { metre: 'MTR', kilogram: 'KGM' };
const variantAddress = (address: string, variant: Pick<Variant, '_id'>) => `${address}?v=${variant._id}`;
const MAIN_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';
const CARD_IMAGE_SIZES = '(min-width: 1024px) 240px, 46vw';

/**
 * Decides what the server says about a page of the app: its head, its first data (the answers of the
 * page's calls, under the keys the app asks with) and its status. The pages and their calls are the
 * contracts' `pages` table.
 */
export async function describePage(deps: PageDeps, url: URL): Promise<DescribedPage> {
  const shell = await answerAll(deps.answer, SHELL_CALLS);
  const { settings } = answerOf(shell, settingsEndpoints.get);
  const { categories } = answerOf(shell, categoryEndpoints.getAll);
  const site = new Site(deps, settings, categories);
  const match = matchPage(url.pathname);
  if (!match) return site.notFound();
  const page = pages[match.name];
  if (!('queries' in page)) return site.account();
  const address = { params: match.params, search: url.searchParams };
  const embed = (answered: Answered) =>
    [...shell, ...answered].map(({ call, data }) => ({ key: queryKeyFor(call.route, call), data }));
  const answered = await answerAll(deps.answer, page.queries(address)).catch(notFoundAsUndefined);
  if (!answered) {
    // A deleted product's link is drawn from what the shop remembers of it, and says it is gone.
    const remembered =
      'gone' in page && (await answerAll(deps.answer, page.gone(address)).catch(notFoundAsUndefined));
    if (!remembered) return site.notFound();
    const head = site.removedProduct(answerOf(remembered, productEndpoints.removed));
    return { status: 410, head: { ...head, embedded: embed(remembered) } };
  }
  const head = await site.head(match.name as ShopperPage, url.searchParams, answered);
  return { status: 200, head: { ...head, embedded: embed(answered) } };
}

class Site {
  private readonly config: PageDeps['config'];
  private readonly storage: PageDeps['storage'];

  constructor(
    deps: Pick<PageDeps, 'config' | 'storage'>,
    private readonly settings: ShopSettings,
    private readonly categories: CategoryListItem[],
  ) {
    this.config = deps.config;
    this.storage = deps.storage;
  }

  absolute = (pathAndQuery: string) => `${this.config.publicUrl}${pathAndQuery}`;

  /** A stored file's address as a page names it: under the shop (/uploads/) or the bucket's public URL. */
  private imageUrl = (file: string) => this.storage.publicBase + file;

  private absoluteImageUrl = (file: string) =>
    this.storage.publicBase.startsWith('/') ? this.absolute(this.imageUrl(file)) : this.imageUrl(file);

  private titled({ title, description }: PageTitle) {
    return { title: fullTitle(title, this.settings), description, siteName: this.settings.shopName.fa };
  }

  /** The head of a shopper page from the answers to its calls (`queries`). */
  async head(name: ShopperPage, search: QueryString, answers: Answered): Promise<PageHead> {
    const { settings } = this;
    switch (name) {
      case 'home':
        return {
          ...this.titled(pageTitles.home(settings)),
          canonical: this.absolute(pagePath('home')),
          jsonLd: [this.store()],
        };
      case 'shop':
        return this.shop(search, answerOf(answers, productEndpoints.list));
      case 'category':
        return this.category(answerOf(answers, categoryEndpoints.getWithProducts));
      case 'brands':
        return this.brands(answerOf(answers, brandEndpoints.list));
      case 'brand':
        return this.brand(search, answerOf(answers, brandEndpoints.getWithProducts));
      case 'product':
        return this.product(
          search,
          answerOf(answers, productEndpoints.getWithRelated),
          answerOf(answers, questionEndpoints.published),
        );
      case 'search':
        // The page searches only for a query it can search for (`pages.search`).
        return this.search(search, searchQueryOf(search) && answerOf(answers, searchEndpoints.search));
      case 'about':
        return this.info(pagePath('about'), pageTitles.about(settings), [this.store()]);
      case 'contact':
        return this.info(pagePath('contact'), pageTitles.contact(settings));
      case 'privacy':
        return this.info(pagePath('privacy'), pageTitles.privacy());
      case 'terms':
        return this.info(pagePath('terms'), pageTitles.terms());
      case 'compare':
        // The list is the shopper's own (kept in the browser): nothing here for search engines.
        return { ...this.titled(pageTitles.compare(settings)), noindex: true };
      case 'requestList':
        // The shopper's own list, as the compare page.
        return { ...this.titled(pageTitles.requestList(settings)), noindex: true };
      case 'proForma': {
        // Opened only by whoever holds its link: never listed, so no canonical address either.
        const { proForma } = answerOf(answers, proFormaEndpoints.get);
        return { ...this.titled(pageTitles.proForma(settings, proForma)), noindex: true };
      }
    }
  }

  private shop(search: QueryString, data: AnswerOf<typeof productEndpoints.list>): PageHead {
    const canonicalQuery = new URLSearchParams();
    const { categoryId } = shopQueryOf(search);
    if (categoryId) canonicalQuery.set('category', categoryId);
    if (data.page > 1) canonicalQuery.set('page', String(data.page));
    return {
      ...this.titled(pageTitles.shop(this.settings, data.page)),
      canonical: this.absolute(`${pagePath('shop')}${canonicalQuery.size ? `?${canonicalQuery}` : ''}`),
      preloadImage: data.items[0] && this.preload(data.items[0].image, CARD_IMAGE_SIZES),
    };
  }

  private async category(data: AnswerOf<typeof categoryEndpoints.getWithProducts>): Promise<PageHead> {
    const { category } = data;
    const address = pagePath('category', { id: category._id });
    const name = categoryName(category.title);
    return {
      ...this.titled(pageTitles.category(this.settings, category)),
      canonical: this.absolute(`${address}${data.page > 1 ? `?page=${data.page}` : ''}`),
      image: await this.ogImage(category.image, name),
      jsonLd: [
        this.breadcrumb([
          ['فروشگاه', pagePath('shop')],
          [name, address],
        ]),
        this.itemList(data.products),
      ],
      preloadImage: this.preload(category.image, '160px'),
    };
  }

  /** Brands without products are left out, as the page leaves them out. */
  private brands({ brands }: AnswerOf<typeof brandEndpoints.list>): PageHead {
    const address = pagePath('brands');
    const listed = brands.filter((brand) => brand.productCount > 0);
    return {
      ...this.titled(pageTitles.brands(this.settings)),
      canonical: this.absolute(address),
      jsonLd: [
        this.breadcrumb([['برندها', address]]),
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          itemListElement: listed.map((brand, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            url: this.absolute(pagePath('brand', { id: brand._id })),
            name: brand.nameFa,
          })),
        },
      ],
    };
  }

  private async brand(
    search: QueryString,
    data: AnswerOf<typeof brandEndpoints.getWithProducts>,
  ): Promise<PageHead> {
    const { brand } = data;
    const address = pagePath('brand', { id: brand._id });
    const { categoryId } = shopCategoryOf(search);
    const category = this.categories.find((item) => item._id === categoryId);
    const canonicalQuery = new URLSearchParams();
    if (category) canonicalQuery.set('category', category._id);
    if (data.page > 1) canonicalQuery.set('page', String(data.page));
    return {
      ...this.titled(
        pageTitles.brand(this.settings, brand, data.page, category && categoryName(category.title)),
      ),
      canonical: this.absolute(`${address}${canonicalQuery.size ? `?${canonicalQuery}` : ''}`),
      image: brand.logo ? await this.ogImage(brand.logo, brand.nameFa) : undefined,
      jsonLd: [
        this.breadcrumb([
          ['برندها', pagePath('brands')],
          [brand.nameFa, address],
        ]),
        this.itemList(data.products),
      ],
      preloadImage: data.products[0] && this.preload(data.products[0].image, CARD_IMAGE_SIZES),
    };
  }

  /** A variant's page is the product's with `?v=`: its own canonical; the product's JSON-LD names them all. */
  private async product(
    search: QueryString,
    { product, brand, specifications }: AnswerOf<typeof productEndpoints.getWithRelated>,
    questions: AnswerOf<typeof questionEndpoints.published>,
  ): Promise<PageHead> {
    const address = pagePath('product', { id: product._id });
    const chosen = product.variants.find((variant) => variant._id === search.get('v'));
    const url = this.absolute(
      chosen && product.options.length > 0 ? variantAddress(address, chosen) : address,
    );
    const title = pageTitles.product(this.settings, product);
    const category = this.categories.find((item) => item._id === product.categoryId);
    return {
      ...this.titled(title),
      canonical: url,
      ogType: 'product',
      image: await this.ogImage(product.image, product.title),
      jsonLd: [
        this.productLd(product, this.absolute(address), brand, specifications),
        this.breadcrumb([
          ['فروشگاه', pagePath('shop')],
          ...(category
            ? [[categoryName(category.title), pagePath('category', { id: category._id })] as [string, string]]
            : []),
          [product.title, address],
        ]),
        ...this.faq(questions.items),
      ],
      preloadImage: this.preload(product.image, MAIN_IMAGE_SIZES),
    };
  }

  private search(search: QueryString, data: AnswerOf<typeof searchEndpoints.search> | undefined): PageHead {
    const q = (search.get('q') ?? '').trim();
    const { page } = listParamsOf(search);
    return {
      ...this.titled(pageTitles.search(this.settings, q)),
      canonical: this.absolute(
        q
          ? `${pagePath('search')}?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`
          : pagePath('search'),
      ),
      preloadImage: data?.products[0] && this.preload(data.products[0].image, CARD_IMAGE_SIZES),
    };
  }

  private info(address: string, title: PageTitle, jsonLd: object[] = []): PageHead {
    return { ...this.titled(title), canonical: this.absolute(address), jsonLd };
  }

  /** Not for search engines (410 tells them to drop it); the shopper gets a search box and its category's products. */
  removedProduct({ product }: AnswerOf<typeof productEndpoints.removed>): PageHead {
    return { ...this.titled(pageTitles.removedProduct(this.settings, product)), noindex: true };
  }

  account(): DescribedPage {
    return { status: 200, head: { ...this.titled(pageTitles.account(this.settings)), noindex: true } };
  }

  notFound(): DescribedPage {
    return { status: 404, head: { ...this.titled(pageTitles.notFound(this.settings)), noindex: true } };
  }

  private preload(file: string, sizes: string): PageHead['preloadImage'] {
    const variants = imageVariants(file);
    const fallback = variants.find((variant) => variant.width >= 640) ?? variants[variants.length - 1];
    if (!fallback) return undefined;
    return {
      href: this.imageUrl(fallback.file),
      srcset: imageSrcSet(file, this.storage.publicBase),
      sizes,
    };
  }

  /** The stored width nearest 1200 px, with its real height (read once per file). */
  private async ogImage(file: string, alt: string): Promise<PageHead['image']> {
    const variants = imageVariants(file);
    const chosen = [...variants].sort(
      (a, b) => Math.abs(a.width - OG_WIDTH) - Math.abs(b.width - OG_WIDTH),
    )[0];
    if (!chosen) return undefined;
    const size = await imageSize(this.storage, chosen.file);
    if (!size) return undefined;
    return { url: this.absoluteImageUrl(chosen.file), alt, ...size };
  }

  private store() {
    const { settings } = this;
    const { phone, address, location } = settings;
    return {
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: settings.shopName.fa,
      alternateName: settings.shopName.en,
      description: settings.tagline,
      url: this.absolute(pagePath('home')),
      // Contact details the owner has not set are left out, never filled with made-up ones.
      ...(phone && { telephone: phone }),
      ...(address && { address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'IR' } }),
      ...(location && { geo: { '@type': 'GeoCoordinates', ...location } }),
      openingHoursSpecification: scheduleRuns(settings.workingHours).flatMap(({ days, hours }) =>
        hours ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: days.map(schemaDay), ...hours }] : [],
      ),
    };
  }

  private productLd(product: Product, url: string, brand: Brand | null, specifications: Specification[]) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      ...(brand && { brand: { '@type': 'Brand', name: brand.nameEn, alternateName: brand.nameFa } }),
      ...(specifications.length > 0 && {
        additionalProperty: specifications.map((row) => ({
          '@type': 'PropertyValue',
          name: row.name,
          value: row.value,
          ...(row.unit && { unitText: row.unit }),
        })),
      }),
      image: [product.image, ...product.gallery].map(this.absoluteImageUrl),
      description: excerpt(htmlToText(product.description)),
      ...(product.options.length === 0
        ? this.variantLd(product, product.variants[0] ?? product, url)
        : {
            '@type': 'ProductGroup',
            productGroupID: product._id.slice(-6).toUpperCase(),
            variesBy: product.options.map((option) => option.name),
            hasVariant: product.variants.map((variant) => ({
              '@type': 'Product',
              name: `${product.title} (${variant.options.join('، ')})`,
              ...(variant.image && { image: this.absoluteImageUrl(variant.image) }),
              ...this.variantLd(
                product,
                variant,
                this.absolute(variantAddress(new URL(url).pathname, variant)),
              ),
            })),
          }),
    };
  }

  /** A variant's code, barcode and offer; a price per metre says so (`unitCode` MTR, per UN/CEFACT). */
  private variantLd(
    product: Product,
    variant: Pick<Variant, 'price' | 'stock'> & Partial<Pick<Variant, 'code' | 'barcode'>>,
    url: string,
  ) {
    return {
      sku: variant.code ?? product._id.slice(-6).toUpperCase(),
      ...(variant.barcode && { gtin: variant.barcode }),
      offers: {
        '@type': 'Offer',
        // schema.org wants ISO 4217: the rial is the currency, the toman is ten of them.
        price: variant.price * 10,
        priceCurrency: 'IRR',
        ...(UNIT_CODES[product.unit] && {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: variant.price * 10,
            priceCurrency: 'IRR',
            unitCode: UNIT_CODES[product.unit],
          },
        }),
        availability: variant.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url,
      },
    };
  }

  /** The answered questions the page shows (its first page of published ones), as an FAQ; none: nothing. */
  private faq(questions: PublishedQuestion[]) {
    const answered = questions.filter((item) => item.answer);
    if (answered.length === 0) return [];
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: answered.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      },
    ];
  }

  private breadcrumb(trail: [string, string][]) {
    const items: [string, string][] = [['خانه', pagePath('home')], ...trail];
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
        url: this.absolute(pagePath('product', { id: product._id })),
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
/** A stored file's size, read once per process (names are content hashes: it never changes). */
async function imageSize(storage: PageDeps['storage'], file: string) {
  const known = sizes.get(file);
  if (known) return known;
  const bytes = await storage.read(file);
  if (!bytes) return undefined;
  const { width, height } = await sharp(bytes).metadata();
  if (!width || !height) return undefined;
  const size = { width, height };
  sizes.set(file, size);
  return size;
}
