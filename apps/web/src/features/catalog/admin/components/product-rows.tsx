import { Link } from 'react-router-dom';
import { pagePath } from '@shop/contracts/plain';
import { formatToman, toPersianDigits } from '../../../../lib/format';
import { useDeleteProduct } from '../api/delete-product';
import { AdminTable, DeleteButton } from '../../../../components/admin/admin-table';
import { BidiText } from '../../../../components/bidi-text';

export interface ProductRow {
  _id: string;
  title: string;
  price: number;
  stock: number;
}

/**
 * Products with their demand over 30 days (`asked`: order-button clicks by product id, from the inquiries
 * feature), and the links and button to look, edit or delete.
 */
export function ProductRows({
  products,
  asked,
}: {
  products: ProductRow[];
  asked: ReadonlyMap<string, number>;
}) {
  const remove = useDeleteProduct();
  return (
    <AdminTable
      headings={['عنوان', 'قیمت', 'موجودی', 'پرسش در ۳۰ روز']}
      rows={products.map((product) => ({
        key: product._id,
        cells: [
          <BidiText key="title" text={product.title} />,
          formatToman(product.price),
          product.stock > 0 ? 'موجود' : 'ناموجود',
          toPersianDigits(asked.get(product._id) ?? 0),
        ],
        actions: (
          <>
            <Link to={pagePath('product', { id: product._id })}>مشاهده</Link>
            <Link to={pagePath('productEdit', { id: product._id })}>ویرایش</Link>
            <DeleteButton title={product.title} remove={() => remove.mutateAsync(product._id)} />
          </>
        ),
      }))}
    />
  );
}
