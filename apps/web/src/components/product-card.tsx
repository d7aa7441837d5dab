import { pagePath } from '@shop/contracts/plain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProductListItem } from '@shop/contracts/plain';
import { ListedPrice } from './listed-price';
import { ResponsiveImage } from './responsive-image';
import { StockBadge } from './stock-badge';
import { BidiText } from './bidi-text';
import { CardAddToList } from './add-to-list-button';
import { CompareButton } from './compare-button';
import { toPersianDigits } from '../lib/format';

const CARD_SIZES = '(min-width: 1024px) 240px, (min-width: 640px) 30vw, 46vw';

interface Props {
  product: ProductListItem;
  priority?: boolean;
  /** 2 in a page's main grid (right under its h1), 3 inside a titled section. */
  headingLevel?: 2 | 3;
  /** Under the title: why a search found the product. */
  note?: ReactNode;
}

export function ProductCard({ product, priority, headingLevel = 3, note }: Props) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const href = pagePath('product', { id: product._id });
  return (
    <article className="product-card">
      <Link to={href} className="product-card-link">
        <div className="product-card-image">
          <ResponsiveImage
            file={product.image}
            alt={product.title}
            sizes={CARD_SIZES}
            width={320}
            height={320}
            priority={priority}
          />
          <StockBadge stock={product.stock} />
        </div>
        {/* The whole title (the model is often its last word); an unusually long one is cut, and kept here. */}
        <Title className="product-card-title" title={product.title}>
          <BidiText text={product.title} />
        </Title>
      </Link>
      {note}
      <ListedPrice product={product} />
      {product.variantCount > 1 && (
        <p className="product-card-variants">{toPersianDigits(product.variantCount)} تنوع</p>
      )}
      {/* The back-to-top button steps aside rather than cover them. */}
      <div className="card-actions" data-keep-clear>
        <CardAddToList product={product} />
        <CompareButton product={product} />
      </div>
    </article>
  );
}

interface GridProps<Item extends ProductListItem> {
  products: Item[];
  headingLevel?: 2 | 3;
  noteOf?: (product: Item) => ReactNode;
}

export function ProductGrid<Item extends ProductListItem>({
  products,
  headingLevel,
  noteOf,
}: GridProps<Item>) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard
          key={product._id}
          product={product}
          priority={index < 2}
          headingLevel={headingLevel}
          note={noteOf?.(product)}
        />
      ))}
    </div>
  );
}
