import {
  popularProductSchema,
  productListItemSchema,
  productSchema,
  type PlainText,
  type SafeHtml,
} from '../src';

const listItem = {
  _id: '0b9a4b4e-8f2f-4a43-9d5b-1f7c1a0f6a11',
  title: 'لامپ',
  price: 1000,
  originalPrice: null,
  stock: 1,
  image: 'a.webp',
  categoryId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  unit: 'piece',
  unitSize: null,
  variantCount: 1,
  excerpt: '<img src=x onerror=alert(1)>',
};

/** Only rich text may be rendered as markup; the compiler keeps plain text away from an HTML renderer. */
const renderAsHtml = (html: SafeHtml) => html;

describe('plain text and rich text are different kinds of text', () => {
  it('when a list item is parsed, then its excerpt is plain text (decoded markup stays text) and cannot pass as HTML', () => {
    const item = productListItemSchema.parse(listItem);
    const excerpt: PlainText = item.excerpt;
    expect(excerpt).toBe('<img src=x onerror=alert(1)>');
    // @ts-expect-error plain text is not HTML
    renderAsHtml(item.excerpt);
    const popular = popularProductSchema.parse({ ...listItem, description: listItem.excerpt });
    // @ts-expect-error the carousel's `description` is plain text too
    renderAsHtml(popular.description);
  });

  it('when a product is parsed, then its description is the HTML an HTML renderer accepts', () => {
    const product = productSchema.parse({
      ...listItem,
      description: '<p>نور</p>',
      isPopular: false,
      gallery: [],
      brandId: null,
      specs: {},
      minQuantity: 1,
      quantityStep: 1,
      warranty: null,
      options: [],
      variants: [],
      documents: [],
      updatedAt: listItem.createdAt,
    });
    expect(renderAsHtml(product.description)).toBe('<p>نور</p>');
  });
});
