import fs from 'node:fs';
import path from 'node:path';
import { latinRuns } from '@shop/persian';
import { eq } from 'drizzle-orm';
import { categories, products } from '../../src/db/schema';
import { DEMO_CATALOG_DIR, loadDemoCatalog } from '../../src/demo/load-demo-catalog';
import { sanitizeRichText } from '../../src/http/sanitize-html';
import { makeTempDir } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

interface ProductFile {
  title: string;
  intro: string;
  specs: [string, string][];
  closing?: string;
  price: number;
  originalPrice?: number;
  stock: number;
  isPopular: boolean;
  galleryCount: number;
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

  it.each([
    ['not JSON', '{ "position": 1,'],
    [
      'a product without a price',
      JSON.stringify({ ...files[0], products: [{ ...files[0]!.products[0], price: undefined }] }),
    ],
    ['a description with no text', JSON.stringify({ ...files[0], description: '<p><br></p>', products: [] })],
  ])('when a file holds %s, then loading fails naming the file', async (_case, text) => {
    const dir = makeTempDir('demo-catalog-');
    fs.writeFileSync(path.join(dir, 'broken.json'), text);
    await expect(loadDemoCatalog(dir)).rejects.toThrow(path.join(dir, 'broken.json'));
    fs.rmSync(dir, { recursive: true });
  });
});

describe('seeding the demo catalog', () => {
  const demo = useTestApp({ catalog: 'demo' });

  it('when seeded, then the stored products are the files, descriptions as the sanitizer stores them', async () => {
    const stored = await demo.db
      .select({ product: products, categoryTitle: categories.title })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id));
    const expected = files.flatMap((file) =>
      file.products.map(({ intro, specs, closing, ...product }) => {
        const items = specs.map(([label, value]) => `<li><strong>${label}:</strong> ${value}</li>`).join('');
        const html = `<p>${intro}</p><h3>مشخصات فنی</h3><ul>${items}</ul>${closing ? `<p>${closing}</p>` : ''}`;
        return {
          title: product.title,
          price: product.price,
          originalPrice: product.originalPrice ?? null,
          stock: product.stock,
          isPopular: product.isPopular,
          galleryCount: product.galleryCount,
          description: sanitizeRichText(html),
          categoryTitle: file.title,
        };
      }),
    );
    const actual = stored.map(({ product, categoryTitle }) => ({
      title: product.title,
      price: product.price,
      originalPrice: product.originalPrice,
      stock: product.stock,
      isPopular: product.isPopular,
      galleryCount: product.gallery.length,
      description: product.description,
      categoryTitle,
    }));
    expect(actual.sort(byTitle)).toEqual(expected.sort(byTitle));
  });
});
