import { pagePath } from '@shop/contracts/plain';
import { Link } from 'react-router-dom';
import {
  addToCompare,
  compareEntry,
  MAX_COMPARED,
  removeFromCompare,
  replaceCompareList,
  useCompareList,
} from '../lib/compare-list';
import { confirmDialog, openDialog } from '../lib/dialog';
import { toPersianDigits } from '../lib/format';

interface Props {
  product: { _id: string; title: string; categoryId: string | null };
  /** The chosen variant of a product sold in variants: that variant is compared. */
  variantId?: string;
  /** False on the compare page itself: no way to the page the shopper is on. */
  linked?: boolean;
}

/** «افزودن به مقایسه» / «حذف از مقایسه» for one product, and the way to the compare page once it is listed. */
export function CompareButton({ product, variantId, linked = true }: Props) {
  const list = useCompareList();
  const entry = compareEntry(product._id, variantId);
  const listed = list?.ids.includes(entry) ?? false;

  async function add() {
    const result = addToCompare(product, variantId);
    if (result === 'full') {
      await openDialog({
        title: 'فهرست مقایسه پر است',
        message: `حداکثر ${toPersianDigits(MAX_COMPARED)} محصول را می‌توان با هم مقایسه کرد. برای افزودن این محصول، یکی از محصولات فهرست را حذف کنید.`,
        icon: 'warning',
      });
    } else if (result === 'other-category') {
      const replace = await confirmDialog({
        title: 'محصولی از دسته‌ای دیگر',
        message:
          'فقط محصولات یک دسته را می‌توان با هم مقایسه کرد. فهرست مقایسه فعلی پاک شود و این محصول جای آن را بگیرد؟',
        confirmText: 'بله، فهرست تازه',
        cancelText: 'نه، بماند',
      });
      if (replace) replaceCompareList(product, variantId);
    }
  }

  return (
    <div className="compare-control">
      <button
        type="button"
        className={listed ? 'compare-toggle compare-toggle-on' : 'compare-toggle'}
        aria-label={`${listed ? 'حذف از مقایسه' : 'افزودن به مقایسه'}: ${product.title}`}
        disabled={!list}
        onClick={() => (listed ? removeFromCompare(entry) : void add())}
      >
        {listed ? 'حذف از مقایسه' : 'افزودن به مقایسه'}
      </button>
      {linked && listed && list && (
        <Link to={pagePath('compare')} className="text-link compare-link">
          مقایسه ({toPersianDigits(list.ids.length)})
        </Link>
      )}
    </div>
  );
}
