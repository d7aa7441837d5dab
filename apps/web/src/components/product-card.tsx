import { pagePath } from '@shop/contracts/plain';
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
  /** The category page shows the first 100 characters of the description and a "view details" link. */
  excerptLength?: number;
  priority?: boolean;
  /** 2 in a page's main grid (right under its h1), 3 inside a titled section. */
  headingLevel?: 2 | 3;
}

export function ProductCard({ product, excerptLength, priority, headingLevel = 3 }: Props) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const href = pagePath('product', { id: product._id });
  const excerpt =
    excerptLength && product.excerpt.length > excerptLength
      ? `${product.excerpt.slice(0, excerptLength).trimEnd()}…`
      : product.excerpt;
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
        <Title className="product-card-title">
          <BidiText text={product.title} />
        </Title>
      </Link>
      {excerptLength !== undefined && <p className="product-card-excerpt">{excerpt}</p>}
      <ListedPrice product={product} />
      {product.variantCount > 1 && (
        <p className="product-card-variants">{toPersianDigits(product.variantCount)} تنوع</p>
      )}
      {excerptLength !== undefined && (
        <Link to={href} className="text-link" aria-label={`مشاهده جزئیات ${product.title}`}>
          مشاهده جزئیات
        </Link>
      )}
      <div className="card-actions">
        <CardAddToList product={product} />
        <CompareButton product={product} />
      </div>
    </article>
  );
}

interface GridProps {
  products: ProductListItem[];
  excerptLength?: number;
  headingLevel?: 2 | 3;
}

export function ProductGrid({ products, excerptLength, headingLevel }: GridProps) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard
          key={product._id}
          product={product}
          excerptLength={excerptLength}
          priority={index < 2}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
