import { useRef } from 'react';
import type { ProductListItem } from '@shop/contracts/plain';
import { ProductCard } from '../../../components/product-card';

const SCROLL_STEP_PX = 272;

/** Related products in a horizontal strip; the arrows scroll by one card (272 px). */
export function RelatedStrip({ products }: { products: ProductListItem[] }) {
  const strip = useRef<HTMLDivElement>(null);
  if (products.length === 0) return null;
  // In right-to-left, "forward" is towards negative scrollLeft.
  const scroll = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: -direction * SCROLL_STEP_PX, behavior: 'smooth' });
  return (
    <section className="section" aria-labelledby="related-title">
      <div className="section-head">
        <h2 id="related-title">محصولات مرتبط</h2>
        <div className="strip-arrows">
          <button type="button" className="icon-button" aria-label="محصولات قبلی" onClick={() => scroll(-1)}>
            ›
          </button>
          <button type="button" className="icon-button" aria-label="محصولات بعدی" onClick={() => scroll(1)}>
            ‹
          </button>
        </div>
      </div>
      <div className="related-strip" ref={strip}>
        {products.map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </div>
    </section>
  );
}
