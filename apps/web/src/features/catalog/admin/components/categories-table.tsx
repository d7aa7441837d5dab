import { Link } from 'react-router-dom';
import { categoryName, pagePath } from '@shop/contracts/plain';
import { normalizeForSearch } from '@shop/persian';
import { formatSolarDate } from '../../../../lib/format';
import { useCategories } from '../../../../shell/api/list-categories';
import { useDeleteCategory } from '../api/delete-category';
import { AdminTable, DeleteButton } from '../../../../components/admin/admin-table';

/** The categories whose title matches `q`; the catch-all («سایر»), where orphaned products go, cannot be deleted. */
export function CategoriesTable({ q }: { q: string }) {
  const { data } = useCategories();
  const remove = useDeleteCategory();
  const wanted = normalizeForSearch(q);
  const categories = (data?.categories ?? []).filter(
    (c) => !wanted || normalizeForSearch(categoryName(c.title)).includes(wanted),
  );
  if (!data) return <p>در حال بارگذاری...</p>;
  if (categories.length === 0) return <p>دسته‌بندی یافت نشد.</p>;
  return (
    <AdminTable
      headings={['عنوان', 'تاریخ ایجاد']}
      rows={categories.map((category) => ({
        key: category._id,
        cells: [
          <Link key="title" to={pagePath('category', { id: category._id })}>
            {categoryName(category.title)}
          </Link>,
          formatSolarDate(category.createdAt),
        ],
        actions: (
          <>
            <Link to={pagePath('categoryEdit', { id: category._id })}>ویرایش</Link>
            {!category.catchAll && (
              <DeleteButton
                title={categoryName(category.title)}
                remove={() => remove.mutateAsync(category._id)}
              />
            )}
          </>
        ),
      }))}
    />
  );
}
