import { pagePath, type Product } from '@shop/contracts/plain';
import { Link } from 'react-router-dom';
import { BidiText } from '../../../../components/bidi-text';

// One function for every render: React calls it once, when the note is drawn.
const focusWhenDrawn = (note: HTMLDivElement | null) => note?.focus();

/**
 * Above the emptied form after a create: the product just made, with the way to its page and to its
 * edit form. It takes the focus, so a screen reader hears it and the screen shows it.
 */
export function CreatedProduct({ product }: { product: Pick<Product, '_id' | 'title'> }) {
  return (
    <div className="note created-product" role="status" tabIndex={-1} ref={focusWhenDrawn}>
      <p>
        محصول «<BidiText text={product.title} />» ایجاد شد.
      </p>
      <p className="row-actions">
        <Link to={pagePath('product', { id: product._id })}>مشاهده محصول در فروشگاه</Link>
        <Link to={pagePath('productEdit', { id: product._id })}>ویرایش همین محصول</Link>
      </p>
    </div>
  );
}
