import { AdminScreen } from '../../../../components/admin/admin-screen';
import { PriceChangeForm } from '../components/price-change-form';
import { RecentPriceChanges } from '../components/recent-price-changes';
import '../../../../components/form.css';
import '../../../../components/admin/admin.css';

/** «تغییر گروهی قیمت»: many prices changed at once, previewed first, each change undoable as a whole. */
export default function PriceChangesPage() {
  return (
    <AdminScreen title="تغییر گروهی قیمت">
      <p>
        قیمت چند محصول را با هم تغییر دهید: محصولات را انتخاب کنید، تغییر را پیش‌نمایش کنید و سپس اعمال کنید.
        هر تغییر را می‌توان از فهرست تغییرهای اخیر بازگرداند.
      </p>
      <PriceChangeForm />
      <section className="panel price-change-list" aria-labelledby="recent-title">
        <h2 id="recent-title">تغییرهای اخیر</h2>
        <RecentPriceChanges />
      </section>
    </AdminScreen>
  );
}
