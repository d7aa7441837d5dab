import { Link } from 'react-router-dom';
import { pagePath } from '@shop/contracts/plain';
import { normalizeForSearch } from '@shop/persian';
import { ResponsiveImage } from '../../../../components/responsive-image';
import { toPersianDigits } from '../../../../lib/format';
import { useDeleteBrand } from '../api/delete-brand';
import { useBrands } from '../../../../shell/api/list-brands';
import { AdminTable, DeleteButton } from '../../../../components/admin/admin-table';

/** What deleting a brand takes along: its products stay, without it. */
export const brandDeleteWarning = (productCount: number) =>
  productCount > 0
    ? `${toPersianDigits(productCount)} محصول این برند را دارند؛ پس از حذف، بدون برند می‌مانند.`
    : 'هیچ محصولی این برند را ندارد.';

/** The brands whose Persian or Latin name matches `q`, each with its logo and product count. */
export function BrandsTable({ q }: { q: string }) {
  const { data } = useBrands();
  const remove = useDeleteBrand();
  const wanted = normalizeForSearch(q);
  if (!data) return <p>در حال بارگذاری...</p>;
  const brands = data.brands.filter(
    (brand) => !wanted || normalizeForSearch(`${brand.nameFa} ${brand.nameEn}`).includes(wanted),
  );
  if (brands.length === 0) return <p>برندی یافت نشد.</p>;
  return (
    <AdminTable
      headings={['نام فارسی', 'نام لاتین', 'لوگو', 'محصولات']}
      rows={brands.map((brand) => ({
        key: brand._id,
        cells: [
          <Link key="name" to={pagePath('brand', { id: brand._id })}>
            {brand.nameFa}
          </Link>,
          <bdi key="latin" dir="ltr">
            {brand.nameEn}
          </bdi>,
          brand.logo ? (
            <ResponsiveImage
              key="logo"
              className="brand-thumb"
              file={brand.logo}
              alt={`لوگوی ${brand.nameFa}`}
              sizes="48px"
              width={48}
              height={48}
            />
          ) : (
            'ندارد'
          ),
          toPersianDigits(brand.productCount),
        ],
        actions: (
          <>
            <Link to={pagePath('brandEdit', { id: brand._id })} aria-label={`ویرایش ${brand.nameFa}`}>
              ویرایش
            </Link>
            <DeleteButton
              title={`برند ${brand.nameFa}`}
              label={`حذف ${brand.nameFa}`}
              warning={brandDeleteWarning(brand.productCount)}
              remove={() => remove.mutateAsync(brand._id)}
            />
          </>
        ),
      }))}
    />
  );
}
