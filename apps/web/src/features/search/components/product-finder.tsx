import type { ProductListItem } from '@shop/contracts/plain';
import { useId, useState, type ReactNode } from 'react';
import { BidiText } from '../../../components/bidi-text';
import { ListedPrice } from '../../../components/listed-price';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useSearch } from '../api/search-products';
import { DEBOUNCE_MS, useDebounced } from './search-box';
import './product-finder.css';

/** Results asked for at once: enough that a category's share of them is worth showing. */
const FINDER_RESULTS = 24;
const THUMBNAIL_SIZE = 56;

interface Props {
  label: string;
  /** Only products of this category (null: of none); undefined: any. */
  categoryId?: string | null;
  /** What each found product offers (the compare page: «افزودن به مقایسه»). */
  action: (product: ProductListItem) => ReactNode;
}

/** A search field whose results are picked from in place, for a screen that adds products to something. */
export default function ProductFinder({ label, categoryId, action }: Props) {
  const [text, setText] = useState('');
  const statusId = useId();
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const search = useSearch(q ? { q, page: 1, pageSize: FINDER_RESULTS } : null);
  const answer = q && search.data && !search.isPlaceholderData ? search.data : undefined;
  const found = (answer?.products ?? []).filter(
    (product) => categoryId === undefined || product.categoryId === categoryId,
  );
  const status = !q
    ? ''
    : !answer
      ? 'در حال جستجو...'
      : found.length === 0
        ? categoryId === undefined
          ? 'کالایی با این عبارت یافت نشد.'
          : 'کالایی از این دسته با این عبارت یافت نشد.'
        : '';
  return (
    <div className="product-finder">
      <label className="product-finder-field">
        <span>{label}</span>
        <input
          type="search"
          value={text}
          // The field is what the shopper's button just opened.
          autoFocus
          enterKeyHint="search"
          aria-describedby={statusId}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <p id={statusId} className="product-finder-status" role="status">
        {status}
      </p>
      {found.length > 0 && (
        <ul className="product-finder-results">
          {found.map((product) => (
            <li key={product._id}>
              <ResponsiveImage
                file={product.image}
                alt=""
                sizes={`${THUMBNAIL_SIZE}px`}
                width={THUMBNAIL_SIZE}
                height={THUMBNAIL_SIZE}
              />
              <div className="product-finder-item">
                <span>
                  <BidiText text={product.title} />
                </span>
                <ListedPrice product={product} />
              </div>
              {action(product)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
