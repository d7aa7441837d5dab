import { Link } from 'react-router-dom';
import { categoryName, pagePath, SALE_UNIT_NAMES, type AdminProductPage } from '@shop/contracts/plain';
import { formatToman, toPersianDigits } from '../../../../lib/format';
import { useBrands } from '../../../../shell/api/list-brands';
import { useCategories } from '../../../../shell/api/list-categories';
import { useDeleteProduct } from '../api/delete-product';
import { AdminTable, DeleteButton } from '../../../../components/admin/admin-table';
import { BidiText } from '../../../../components/bidi-text';
import { ResponsiveImage } from '../../../../components/responsive-image';
import { StockMark } from './stock-field';

export type ProductRow = AdminProductPage['items'][number];

/** «۱۲ عدد»، «۴ عدد (جمع ۲ تنوع)»، with «موجودی کم» or «ناموجود» beside it. */
function Quantity({ product }: { product: ProductRow }) {
  return (
    <span className="row-quantity">
      {toPersianDigits(product.stock)} {SALE_UNIT_NAMES[product.unit]}
      {product.variantCount > 1 && ` (جمع ${toPersianDigits(product.variantCount)} تنوع)`}{' '}
      <StockMark stock={product.stock} />
    </span>
  );
}

/**
 * Products with their picture, category, brand and quantity, their demand over 30 days (`asked`:
 * order-button clicks by product id, from the inquiries feature), and the links and button to look,
 * edit or delete.
 */
export function ProductRows({
  products,
  asked,
}: {
  products: ProductRow[];
  asked: ReadonlyMap<string, number>;
}) {
  const remove = useDeleteProduct();
  const categories = new Map(useCategories().data?.categories.map((c) => [c._id, categoryName(c.title)]));
  const brands = new Map(useBrands().data?.brands.map((brand) => [brand._id, brand.nameFa]));
  return (
    <AdminTable
      headings={['عنوان', 'دسته‌بندی', 'برند', 'قیمت', 'موجودی', 'پرسش در ۳۰ روز']}
      rows={products.map((product) => ({
        key: product._id,
        cells: [
          <span key="title" className="row-product">
            <ResponsiveImage file={product.image} alt="" sizes="48px" width={48} height={48} />
            <BidiText text={product.title} />
          </span>,
          (product.categoryId && categories.get(product.categoryId)) || '—',
          (product.brandId && brands.get(product.brandId)) || '—',
          <span key="price" className="row-price">
            {formatToman(product.price)}
          </span>,
          <Quantity key="stock" product={product} />,
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
