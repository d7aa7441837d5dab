import { pagePath, pageTitles } from '@shop/contracts/plain';
import { Link } from 'react-router-dom';
import { Breadcrumb } from '../../../components/breadcrumb';
import { ResponsiveImage } from '../../../components/responsive-image';
import { EmptyState, pageFallback } from '../../../components/status';
import { toPersianDigits } from '../../../lib/format';
import { useBrands } from '../../../shell/api/list-brands';
import { usePageMeta } from '../../../shell/page-meta';

const LOGO_SIZE = 96;

/** A brand without a logo gets its Latin name's mark: «ABB», «SA» for Shiva Amvaj, «S» for Schneider. */
function initials(nameEn: string) {
  if (nameEn.length <= 4) return nameEn.toUpperCase();
  const words = nameEn.split(/[\s-]+/).filter(Boolean);
  return words
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** Every brand that has products, by Persian name: its logo (or its Latin initials), names and count. */
export default function BrandsPage() {
  usePageMeta(pageTitles.brands);
  const result = useBrands();
  const fallback = pageFallback(result);
  if (fallback || !result.data) return fallback;
  const listed = result.data.brands.filter((brand) => brand.productCount > 0);
  return (
    <div className="page">
      <Breadcrumb items={[{ label: 'خانه', to: pagePath('home') }, { label: 'برندها' }]} />
      <h1>برندها</h1>
      {listed.length === 0 ? (
        <EmptyState
          message="هنوز برندی ثبت نشده است."
          linkTo={pagePath('shop')}
          linkLabel="رفتن به فروشگاه"
        />
      ) : (
        <>
          <p className="result-count">{toPersianDigits(listed.length)} برند</p>
          <ul className="brand-grid">
            {listed.map((brand) => (
              <li key={brand._id}>
                <Link to={pagePath('brand', { id: brand._id })} className="panel brand-card">
                  {brand.logo ? (
                    <ResponsiveImage
                      file={brand.logo}
                      alt=""
                      sizes={`${LOGO_SIZE}px`}
                      width={LOGO_SIZE}
                      height={LOGO_SIZE}
                    />
                  ) : (
                    <span className="brand-initials" aria-hidden="true">
                      {initials(brand.nameEn)}
                    </span>
                  )}
                  <strong>{brand.nameFa}</strong>
                  <bdi dir="ltr" className="brand-latin">
                    {brand.nameEn}
                  </bdi>
                  <small>{toPersianDigits(brand.productCount)} محصول</small>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
