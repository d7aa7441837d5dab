import {
  apiRoutes,
  pagePath,
  REQUEST_LIST_MAX_LINES,
  saleUnitLabel,
  type ProductListItem,
  type SaleUnitOf,
} from '@shop/contracts/plain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorDialog, openDialog } from '../lib/dialog';
import { callEndpoint } from '../lib/endpoint-call';
import { formatNumber, toPersianDigits } from '../lib/format';
import { addToRequestList, useRequestList } from '../lib/request-list';
import type { QuantityRule } from '../lib/sale-quantity';

/** How a product is sold, as the list needs it: its unit, minimum and step. */
export type SaleRule = SaleUnitOf & QuantityRule;

/** Adds a variant to the list, or says the list is full. */
async function add(variant: { _id: string; price: number }, quantity: number, sale: SaleRule) {
  const result = addToRequestList(
    { variantId: variant._id, quantity, addedPrice: variant.price > 0 ? variant.price : null },
    sale,
  );
  if (result === 'full')
    await openDialog({
      title: 'لیست خرید پر است',
      message: `لیست خرید حداکثر ${toPersianDigits(REQUEST_LIST_MAX_LINES)} ردیف دارد. برای افزودن این کالا، ردیفی را از لیست حذف کنید.`,
      icon: 'warning',
    });
}

/** «۲۵ متر در لیست» and the way to the list, once the variant is listed; a live region for the change. */
function ListedNote({ variantId, sale }: { variantId: string | undefined; sale: SaleUnitOf }) {
  const list = useRequestList();
  const listed = variantId ? list?.lines.find((line) => line.variantId === variantId) : undefined;
  return (
    <p className="list-note" role="status">
      {listed && list && (
        <>
          {formatNumber(listed.quantity)} {saleUnitLabel(sale)} در لیست؛{' '}
          <Link to={pagePath('requestList')} className="text-link">
            لیست خرید ({toPersianDigits(list.lines.length)})
          </Link>
        </>
      )}
    </p>
  );
}

interface Props {
  /** The product's title, for the button's name («افزودن به لیست: کابل افشان»). */
  title: string;
  sale: SaleRule;
  /** The variant to add (the chosen one, or a product's only one). */
  variant: { _id: string; price: number };
  /** In the product's unit: the quantity field's, or the product's minimum. */
  quantity: number;
}

/** «افزودن به لیست» for a known variant: the product page's chosen one, a compared one. */
export function AddToListButton({ title, sale, variant, quantity }: Props) {
  const list = useRequestList();
  return (
    <div className="list-control">
      <button
        type="button"
        className="list-toggle"
        aria-label={`افزودن به لیست: ${title}`}
        disabled={!list}
        onClick={() => void add(variant, quantity, sale)}
      >
        افزودن به لیست
      </button>
      <ListedNote variantId={variant._id} sale={sale} />
    </div>
  );
}

/**
 * «افزودن به لیست» on a card, which knows its product but not its variants: a product sold in variants
 * opens its page (the shopper chooses one there); a product sold as one is asked for its variant, and
 * its minimum quantity goes on the list.
 */
export function CardAddToList({ product }: { product: ProductListItem }) {
  const list = useRequestList();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<string>();
  const href = pagePath('product', { id: product._id });
  if (product.variantCount > 1)
    return (
      <div className="list-control">
        <Link to={href} className="list-toggle" aria-label={`انتخاب تنوع و افزودن به لیست: ${product.title}`}>
          افزودن به لیست
        </Link>
      </div>
    );

  async function addOnly() {
    setBusy(true);
    try {
      const { product: found } = await callEndpoint(apiRoutes.product.get, { params: { id: product._id } });
      const [variant, ...others] = found.variants;
      if (!variant || others.length > 0) return void navigate(href);
      await add(variant, found.minQuantity, found);
      setAdded(variant._id);
    } catch (error) {
      await errorDialog(error, { fallback: 'افزودن به لیست انجام نشد. دوباره تلاش کنید.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="list-control">
      <button
        type="button"
        className="list-toggle"
        aria-label={`افزودن به لیست: ${product.title}`}
        aria-busy={busy}
        disabled={!list || busy}
        onClick={() => void addOnly()}
      >
        افزودن به لیست
      </button>
      <ListedNote variantId={added} sale={product} />
    </div>
  );
}
