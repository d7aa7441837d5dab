import { pagePath } from '@shop/contracts/plain';
import { Link } from 'react-router-dom';
import {
  addToCompare,
  MAX_COMPARED,
  removeFromCompare,
  replaceCompareList,
  useCompareList,
} from '../lib/compare-list';
import { confirmDialog, openDialog } from '../lib/dialog';
import { toPersianDigits } from '../lib/format';

interface Props {
  product: { _id: string; title: string; categoryId: string | null };
}

/** «افزودن به مقایسه» / «حذف از مقایسه» for one product, and the way to the compare page once it is listed. */
export function CompareButton({ product }: Props) {
  const list = useCompareList();
  const listed = list?.ids.includes(product._id) ?? false;

  async function add() {
    const result = addToCompare(product);
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
      if (replace) replaceCompareList(product);
    }
  }

  return (
    <div className="compare-control">
      <button
        type="button"
        className={listed ? 'compare-toggle compare-toggle-on' : 'compare-toggle'}
        aria-label={`${listed ? 'حذف از مقایسه' : 'افزودن به مقایسه'}: ${product.title}`}
        disabled={!list}
        onClick={() => (listed ? removeFromCompare(product._id) : void add())}
      >
        {listed ? 'حذف از مقایسه' : 'افزودن به مقایسه'}
      </button>
      {listed && list && (
        <Link to={pagePath('compare')} className="text-link compare-link">
          مقایسه ({toPersianDigits(list.ids.length)})
        </Link>
      )}
    </div>
  );
}
