import fs from 'node:fs';
import path from 'node:path';
import { latinRuns } from '@shop/persian';
import { eq } from 'drizzle-orm';
import { productEndpoints } from '@shop/contracts';
import request from 'supertest';
import sharp from 'sharp';
import { brands, categories, products, productVariants } from '../../src/db/schema';
import { DEMO_BRANDS } from '../../src/demo/demo-brands';
import { DEMO_DOCUMENTS } from '../../src/demo/demo-documents';
import { DEMO_CATALOG_DIR, loadDemoCatalog } from '../../src/demo/load-demo-catalog';
import { drawDemoPictures } from '../../src/demo/seed-demo';
import { sanitizeRichText } from '../../src/http/sanitize-html';
import { readPdf } from '../../src/modules/catalog/pdf-file';
import { makeTempDir } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { spreadsheetRoundTrip } from '../spreadsheets/round-trip';

interface ProductFile {
  title: string;
  intro: string;
  specs: [string, string][];
  closing?: string;
  price?: number;
  originalPrice?: number;
  stock?: number;
  /** A family: its own variants, and the product's price and stock their sums. */
  variants?: { options: string[]; price: number; originalPrice?: number; stock: number }[];
  isPopular: boolean;
  galleryCount: number;
  brand?: string;
  attributes: Record<string, number | string | boolean>;
}

const files = fs.readdirSync(DEMO_CATALOG_DIR).map(
  (name) =>
    JSON.parse(fs.readFileSync(path.join(DEMO_CATALOG_DIR, name), 'utf8')) as {
      title: string;
      description: string;
      products: ProductFile[];
    },
);
const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);
const demoProducts = files.flatMap((file) => file.products);

describe('demo catalog files', () => {
  it('when every file is read, then all categories and products parse', async () => {
    const demo = await loadDemoCatalog();
    expect(demo.categories).toHaveLength(files.length);
    expect(demo.products).toHaveLength(files.flatMap((file) => file.products).length);
  });

  it('when titles mix scripts, then Persian text has Persian digits and Latin digits are only inside Latin runs (model codes)', () => {
    const misplaced = files
      .flatMap((file) => [file, ...file.products])
      .flatMap(({ title }) =>
        latinRuns(title)
          .filter((run) => (run.latin ? /[۰-۹]/ : /[0-9]/).test(run.text))
          .map((run) => `${title}: «${run.text}»`),
      );
    expect(misplaced).toEqual([]);
  });

  it('when a product names a brand, then its title names it too, in Latin or Persian script', () => {
    const unnamed = demoProducts.flatMap((product) => {
      const brand = DEMO_BRANDS.find((candidate) => candidate.nameEn === product.brand);
      if (!product.brand) return [];
      if (!brand) return [`${product.title}: unknown brand ${product.brand}`];
      const named = [
        brand.nameEn,
        brand.nameFa,
        ...brand.nameFa.split(' ').filter((word) => word.length > 3),
      ];
      return named.some((name) => product.title.toLowerCase().includes(name.toLowerCase()))
        ? []
        : [`${product.title}: ${brand.nameEn}`];
    });
    expect(unnamed).toEqual([]);
    // Only goods with no maker named in their description are without a brand.
    expect(demoProducts.filter((product) => !product.brand).map((product) => product.title)).toHaveLength(3);
  });

  it('when a product has a specification, then every number it states is in its description', () => {
    const toPersian = (value: number) => value.toString().replace(/[0-9]/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[+digit]!);
    const unstated = demoProducts.flatMap((product) => {
      const text = [product.title, ...product.specs.flat()].join(' ').replace(/,|٬/g, '');
      return Object.entries(product.attributes)
        .filter(
          ([, value]) =>
            typeof value === 'number' && !text.includes(toPersian(value)) && !text.includes(String(value)),
        )
        .map(([name, value]) => `${product.title}: ${name} = ${String(value)}`);
    });
    expect(unstated).toEqual([]);
    expect(demoProducts.filter((product) => Object.keys(product.attributes).length === 0)).toEqual([]);
  });

  it.each([
    ['not JSON', '{ "position": 1,'],
    [
      'a product without a price',
      JSON.stringify({ ...files[0], products: [{ ...files[0]!.products[0], price: undefined }] }),
    ],
    ['a description with no text', JSON.stringify({ ...files[0], description: '<p><br></p>', products: [] })],
    [
      'a value of no attribute',
      JSON.stringify({ ...files[0], products: [{ ...files[0]!.products[0], attributes: { رنگ: 'آبی' } }] }),
    ],
    [
      'a number where a list value belongs',
      JSON.stringify({
        ...files[0],
        attributes: [{ name: 'نوع', kind: 'option', options: ['الف'] }],
        products: [{ ...files[0]!.products[0], attributes: { نوع: 1 } }],
      }),
    ],
    [
      'an unknown brand',
      JSON.stringify({ ...files[0], products: [{ ...files[0]!.products[0], brand: 'Acme' }] }),
    ],
  ])('when a file holds %s, then loading fails naming the file', async (_case, text) => {
    const dir = makeTempDir('demo-catalog-');
    fs.writeFileSync(path.join(dir, 'broken.json'), text);
    await expect(loadDemoCatalog(dir)).rejects.toThrow(path.join(dir, 'broken.json'));
    fs.rmSync(dir, { recursive: true });
  });
});

describe('the demo pictures', () => {
  it('when every category and product picture is drawn, then each is a picture of its own that renders', async () => {
    const drawn = drawDemoPictures(await loadDemoCatalog());
    const pictures = [...drawn.categories, ...drawn.products.flat()];
    expect(new Set(pictures).size).toBe(pictures.length);
    // Rendered small: the check is that each one reads, as the seed's full-size rendering does.
    for (const svg of pictures) {
      const { info } = await sharp(Buffer.from(svg), { density: 9 })
        .png()
        .toBuffer({ resolveWithObject: true });
      expect(info.width).toBeGreaterThan(0);
    }
  });
});

describe('seeding the demo catalog', () => {
  // The rows with one picture for all: the pictures are checked above, and a full seed runs in the
  // browser suite and at every first start.
  const demo = useTestApp({ catalog: 'demo', admin: true });

  describe('spreadsheet export and import of it', () => spreadsheetRoundTrip(demo));

  it('when seeded, then the stored products are the files, descriptions as the sanitizer stores them', async () => {
    const stored = await demo.db
      .select({ product: products, categoryTitle: categories.title })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id));
    const expected = files.flatMap((file) =>
      file.products.map(({ intro, specs, closing, ...product }) => {
        const items = specs.map(([label, value]) => `<li><strong>${label}:</strong> ${value}</li>`).join('');
        const html = `<p>${intro}</p><h3>مشخصات فنی</h3><ul>${items}</ul>${closing ? `<p>${closing}</p>` : ''}`;
        const variants = product.variants ?? [
          { options: [], price: product.price!, originalPrice: product.originalPrice, stock: product.stock! },
        ];
        const cheapest = [...variants].sort(
          (a, b) => Number(b.stock > 0) - Number(a.stock > 0) || a.price - b.price,
        )[0]!;
        return {
          title: product.title,
          price: cheapest.price,
          originalPrice: cheapest.originalPrice ?? null,
          stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
          variants: variants.map((variant) => [variant.options, variant.price, variant.stock]),
          isPopular: product.isPopular,
          galleryCount: product.galleryCount,
          description: sanitizeRichText(html),
          // The page's warranty line says what the description's list says, or nothing.
          warranty: specs.find(([label]) => label === 'گارانتی')?.[1] ?? null,
          categoryTitle: file.title,
        };
      }),
    );
    const variants = await demo.db.select().from(productVariants).orderBy(productVariants.position);
    const actual = stored.map(({ product, categoryTitle }) => ({
      title: product.title,
      price: product.price,
      originalPrice: product.originalPrice,
      stock: product.stock,
      variants: variants
        .filter((variant) => variant.productId === product.id)
        .map((variant) => [variant.optionValues, variant.price, variant.stock]),
      isPopular: product.isPopular,
      galleryCount: product.gallery.length,
      description: product.description,
      warranty: product.warranty,
      categoryTitle,
    }));
    expect(actual.sort(byTitle)).toEqual(expected.sort(byTitle));
  });

  it('when seeded, then every product has its brand and a specification table whose numbers are numbers', async () => {
    const stored = await demo.db
      .select({ id: products.id, title: products.title, brand: brands.nameEn })
      .from(products)
      .leftJoin(brands, eq(products.brandId, brands.id));
    expect(stored).toHaveLength(demoProducts.length);
    for (const product of demoProducts) {
      const row = stored.find((candidate) => candidate.title === product.title)!;
      expect(`${product.title}: ${row.brand}`).toBe(`${product.title}: ${product.brand ?? null}`);
      const page = productEndpoints.getWithRelated.response.parse(
        (await request(demo.app).get(`/api/product/get-one/${row.id}`).expect(200)).body,
      );
      expect(Object.fromEntries(page.specifications.map((spec) => [spec.name, spec.value]))).toEqual(
        product.attributes,
      );
      expect(page.brand?.nameEn ?? null).toBe(product.brand ?? null);
    }
  });

  it('when seeded, then every demo family (cables, breakers, lamps) shows its datasheet on its page', async () => {
    const families = demoProducts.filter((product) => product.variants);
    expect(families.length).toBeGreaterThanOrEqual(3);
    for (const family of families) {
      const [row] = await demo.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.title, family.title));
      const page = productEndpoints.getWithRelated.response.parse(
        (await request(demo.app).get(`/api/product/get-one/${row!.id}`).expect(200)).body,
      );
      expect(page.product.variants.length).toBeGreaterThan(1);
      expect(page.product.documents).toContainEqual(
        expect.objectContaining({ kind: 'datasheet', title: expect.stringContaining('دیتاشیت') }),
      );
    }
  });

  it('when seeded, then the demo products with documents list them on their pages, each a PDF in the store with its pages', async () => {
    const shape = ({ kind, title, pages }: { kind: string; title: string; pages: number }) => ({
      kind,
      title,
      pages,
    });
    for (const { product, documents } of DEMO_DOCUMENTS) {
      const [row] = await demo.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.title, product));
      const page = productEndpoints.getWithRelated.response.parse(
        (await request(demo.app).get(`/api/product/get-one/${row!.id}`).expect(200)).body,
      );
      expect(page.product.documents.map(shape)).toEqual(documents.map(shape));
      for (const { file, bytes, pages } of page.product.documents) {
        const stored = (await demo.images.storage.read(file))!;
        expect(stored.length).toBe(bytes);
        expect(await readPdf(stored)).toEqual({ pages });
      }
    }
  });
});
