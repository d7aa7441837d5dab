import { useState } from 'react';
import { apiRoutes } from '@shop/contracts/plain';
import { useBrands } from '../../../../shell/api/list-brands';
import { Field, STOCK_CHOICES } from '../../../../components/admin/form-parts';
import { CategorySelect } from '../../../../components/admin/catalog-fields';

interface Filters {
  categoryId: string;
  brandId: string;
  stock: string;
  q: string;
}

/** The export's address with the filters chosen (the empty ones left out: every product). */
function exportUrl(path: string, filters: Filters): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
  return query.size > 0 ? `${path}?${query}` : path;
}

/** «خروجی»: the catalog or the chosen part of it, as CSV or XLSX, downloaded as a file. */
export function SpreadsheetExport() {
  const [filters, setFilters] = useState<Filters>({ categoryId: '', brandId: '', stock: '', q: '' });
  const edit = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));
  const { data: brands } = useBrands();
  return (
    <section className="panel form-panel wide form sheet-section" aria-labelledby="export-title">
      <h2 id="export-title">خروجی گرفتن</h2>
      <p className="hint">
        همه محصولات، یا فقط آن‌هایی که با این شرط‌ها می‌خوانند. فایل را در اکسل ویرایش کنید و همان را در بخش
        پایین وارد کنید؛ ستون «شناسه» را تغییر ندهید. هر گروه مشتری (مثل «همکار») ستونی دارد با قیمت ثابت هر
        کالا برای آن گروه؛ خانه خالی یعنی قیمت گروه با درصدش از قیمت فروشگاه حساب می‌شود.
      </p>
      <div className="form-columns">
        <CategorySelect
          label="دسته‌بندی"
          none="همه دسته‌بندی‌ها"
          value={filters.categoryId}
          onChange={(categoryId) => edit({ categoryId })}
        />
        <Field label="برند">
          {(id) => (
            <select
              id={id}
              value={filters.brandId}
              onChange={(event) => edit({ brandId: event.target.value })}
            >
              <option value="">همه برندها</option>
              {brands?.brands.map((brand) => (
                <option key={brand._id} value={brand._id}>
                  {brand.nameFa}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="موجودی">
          {(id) => (
            <select id={id} value={filters.stock} onChange={(event) => edit({ stock: event.target.value })}>
              {STOCK_CHOICES.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="عنوان شامل">
          {(id) => (
            <input
              id={id}
              type="search"
              value={filters.q}
              onChange={(event) => edit({ q: event.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="row-actions">
        <a className="button" href={exportUrl(apiRoutes.spreadsheets.exportXlsx.path, filters)} download>
          دریافت فایل اکسل (XLSX)
        </a>
        <a className="button" href={exportUrl(apiRoutes.spreadsheets.exportCsv.path, filters)} download>
          دریافت فایل CSV
        </a>
      </div>
    </section>
  );
}
