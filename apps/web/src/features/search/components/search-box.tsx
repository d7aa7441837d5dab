import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { categoryName, pagePath, searchPath, type ProductListItem } from '@shop/contracts/plain';
import { toPersianDigits } from '../../../lib/format';
import { clearRecentSearches, readRecentSearches, rememberSearch } from '../../../lib/recent-searches';
import { DROPDOWN_PRODUCTS, useSearch } from '../api/search-products';
import { NoResults } from './no-results';
import { Form } from '../../../components/form';
import { BidiText } from '../../../components/bidi-text';
import { ListedPrice } from '../../../components/listed-price';
import { ResponsiveImage } from '../../../components/responsive-image';

export const DEBOUNCE_MS = 300;

/** `value` once it has stood still for `delay` ms (a search as the shopper types). */
export function useDebounced(value: string, delay: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

interface Option {
  key: string;
  label: string;
  href: string;
  /** A product's option shows its picture and price. */
  product?: ProductListItem;
}

const THUMBNAIL_SIZE = 48;

/**
 * A product in the dropdown: a small picture (beside the title, so no text of its own), title and price,
 * and a trade shopper's own price under it as on the cards.
 */
function ProductSuggestion({ product }: { product: ProductListItem }) {
  return (
    <>
      <ResponsiveImage
        className="search-thumb"
        file={product.image}
        alt=""
        sizes={`${THUMBNAIL_SIZE}px`}
        width={THUMBNAIL_SIZE}
        height={THUMBNAIL_SIZE}
      />
      <span className="search-product">
        <span className="search-product-title">
          <BidiText text={product.title} />
        </span>
        <ListedPrice product={product} />
      </span>
    </>
  );
}

/** The header's search: live dropdown (combobox), recent searches, submit to the results page. */
export function SearchBox({ onDone, autoFocus }: { onDone?: () => void; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The highlighted option, for the list it was chosen in: a new query or reopening starts afresh.
  const [highlight, setHighlight] = useState({ index: -1, list: '' });
  const [recent, setRecent] = useState<string[]>(() => readRecentSearches());
  const wrapper = useRef<HTMLDivElement>(null);

  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const search = useSearch(query ? { searchItem: query, pageSize: DROPDOWN_PRODUCTS + 1 } : null);
  // The previous query's answer stands in while the next one loads, never once it has stopped
  // (failed, or paused while the phone is offline).
  const stale = search.isPlaceholderData && !search.isFetching;
  const answer = query && search.data && !stale ? search.data : null;
  const products = answer?.products.slice(0, DROPDOWN_PRODUCTS) ?? [];
  const categories = answer?.categories ?? [];

  const options: Option[] = text.trim()
    ? [
        ...products.map((p) => ({
          key: p._id,
          label: p.title,
          href: pagePath('product', { id: p._id }),
          product: p,
        })),
        ...categories.map((c) => ({
          key: c._id,
          label: categoryName(c.title),
          href: pagePath('category', { id: c._id }),
        })),
      ]
    : recent.map((item) => ({
        key: `recent-${item}`,
        label: item,
        href: searchPath(item),
      }));

  const list = `${open}:${query}`;
  const active = highlight.list === list ? highlight.index : -1;
  const setActive = (next: (current: number) => number) => setHighlight({ index: next(active), list });

  useEffect(() => {
    const close = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, []);

  const finish = (href: string, remembered?: string) => {
    if (remembered) setRecent(rememberSearch(remembered));
    setOpen(false);
    setText('');
    onDone?.();
    navigate(href);
  };

  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    finish(searchPath(trimmed), trimmed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Escape') {
      // A search field would also empty itself, and the emptied field would show the recent searches.
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      const option = options[active];
      finish(option.href, text.trim() || option.label);
    }
  };

  const typed = text.trim();
  const searching = typed !== '' && (typed !== query || search.isFetching);
  // A failed search is only logged (the spec): it leaves no empty box under the field.
  const failed = typed === query && search.isError;
  const nothingFound = !!answer && typed === query && options.length === 0;
  const hasContent = typed
    ? !failed && ((searching && !answer) || options.length > 0 || nothingFound)
    : recent.length > 0;
  const showDropdown = open && hasContent;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const total = answer?.total ?? 0;

  return (
    <div className="search-box" ref={wrapper}>
      <Form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <input
          type="search"
          role="combobox"
          aria-label="جستجو در محصولات و دسته‌بندی‌ها"
          aria-expanded={showDropdown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showDropdown && active >= 0 ? optionId(active) : undefined}
          placeholder="جستجو در محصولات و دسته‌بندی‌ها..."
          value={text}
          autoFocus={autoFocus}
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="search-submit" aria-label="جستجو">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2m0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12"
            />
          </svg>
        </button>
      </Form>
      <div className="search-dropdown" hidden={!showDropdown}>
        {!text.trim() && recent.length > 0 && (
          <div className="search-recent-head">
            <span>جستجوهای اخیر</span>
            <button
              type="button"
              className="text-button"
              onClick={() => {
                clearRecentSearches();
                setRecent([]);
              }}
            >
              پاک کردن
            </button>
          </div>
        )}
        {searching && !answer && (
          <p className="search-status" role="status">
            <span className="spinner-circle small" aria-hidden="true" /> در حال جستجو...
          </p>
        )}
        <ul id={listId} role="listbox" aria-label="نتایج جستجو">
          {options.map((option, index) => (
            // The link is the option itself: an option holding a link would nest one control in another.
            <li key={option.key} role="none" className={index === active ? 'active' : undefined}>
              <Link
                to={option.href}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className={option.product ? 'search-product-link' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  finish(option.href, text.trim() || option.label);
                }}
              >
                {option.product ? (
                  <ProductSuggestion product={option.product} />
                ) : (
                  <>
                    {index >= products.length && text.trim() ? (
                      <span className="search-kind">دسته‌بندی: </span>
                    ) : null}
                    <BidiText text={option.label} />
                  </>
                )}
              </Link>
            </li>
          ))}
        </ul>
        {answer && answer.products.length > DROPDOWN_PRODUCTS && (
          <button type="button" className="button search-all" onClick={submit}>
            مشاهده همه نتایج ({toPersianDigits(total)})
          </button>
        )}
        {answer && nothingFound && (
          <div className="search-status" role="status">
            <NoResults query={query} />
            {answer.suggestion && (
              <p>
                منظورتان{' '}
                <Link
                  to={searchPath(answer.suggestion)}
                  onClick={() => finish(searchPath(answer.suggestion!), answer.suggestion!)}
                >
                  {answer.suggestion}
                </Link>{' '}
                بود؟
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
