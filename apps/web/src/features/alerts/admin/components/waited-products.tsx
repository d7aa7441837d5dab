import { pagePath } from '@shop/contracts/plain';
import { Link } from 'react-router-dom';
import { AdminTable } from '../../../../components/admin/admin-table';
import { formatNumber } from '../../../../lib/format';
import { useWaitedProducts } from '../api/list-waited-products';

/** The products shoppers wait for most, and how many wait for «موجود شد» and «ارزان شد»: what to restock. */
export function WaitedProducts() {
  const waited = useWaitedProducts();
  return (
    <section className="panel" aria-labelledby="waited-title">
      <h2 id="waited-title">منتظران «خبرم کن»</h2>
      {waited.isPending && <p>در حال بارگذاری...</p>}
      {waited.isError && <p role="alert">فهرست بارگذاری نشد.</p>}
      {waited.data?.products.length === 0 && <p className="empty-state">هنوز کسی منتظر کالایی نیست.</p>}
      {!!waited.data?.products.length && (
        <AdminTable
          headings={['کالا', 'منتظر موجودی', 'منتظر کاهش قیمت']}
          rows={waited.data.products.map((product) => ({
            key: product.productId,
            cells: [
              <Link key="title" to={pagePath('productEdit', { id: product.productId })}>
                {product.title}
              </Link>,
              formatNumber(product.inStock),
              formatNumber(product.priceDrop),
            ],
          }))}
        />
      )}
    </section>
  );
}
