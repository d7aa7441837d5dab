import { Link } from 'react-router-dom';
import {
  categoryName,
  pagePath,
  pageTitles,
  SEARCH_SORTS,
  searchPath,
  searchQueryOf,
  searchSortOf,
} from '@shop/contracts/plain';
import { Breadcrumb } from '../../../components/breadcrumb';
import { Pagination } from '../../../components/pagination';
import { ProductGrid } from '../../../components/product-card';
import { SortControl } from '../../../components/sort-control';
import { ErrorPanel, Spinner } from '../../../components/status';
import {
  countFilters,
  FilteredListing,
  ListingEmptyState,
  useChosenFilters,
} from '../../../components/filter-panel';
import { toPersianDigits } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { usePageMeta } from '../../../shell/page-meta';
import { useCategories } from '../../../shell/api/list-categories';
import { useSearch } from '../api/search-products';
import { MatchSnippet } from '../components/match-snippet';
import { NoResults } from '../components/no-results';

function CategoryLinks({
  categories,
  title,
}: {
  categories: { _id: string; title: string }[];
  title: string;
}) {
  if (categories.length === 0) return null;
  return (
    <section className="section" aria-label={title}>
      <h2>{title}</h2>
      <ul className="chip-list">
        {categories.map((category) => (
          <li key={category._id}>
            <Link to={pagePath('category', { id: category._id })} className="chip">
              {categoryName(category.title)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The menu's categories that hold products (`others` only when it does), to browse instead. */
function BrowseCategories() {
  const { data } = useCategories();
  const stocked = data?.categories.filter((category) => category.hasProducts) ?? [];
  return <CategoryLinks categories={stocked} title="دسته‌بندی‌ها را ببینید" />;
}

function NothingFound({ query }: { query: string }) {
  return (
    <div className="panel empty-state">
      <NoResults query={query} />
      <BrowseCategories />
    </div>
  );
}

export default function SearchPage() {
  const { params, update } = useListParams();
  const q = (params.get('q') ?? '').trim();
  const query = searchQueryOf(params);
  const search = useSearch(query ?? null);
  const filtered = countFilters(useChosenFilters()) > 0;
  usePageMeta((shop) => pageTitles.search(shop, q));

  if (!q) {
    return (
      <div className="page">
        <h1>جستجو</h1>
        <p>عبارتی برای جستجو وارد کنید.</p>
        <BrowseCategories />
      </div>
    );
  }
  const answer = search.data;
  return (
    <div className="page">
      <Breadcrumb items={[{ label: 'خانه', to: pagePath('home') }, { label: 'جستجو' }]} />
      <h1>
        نتایج جستجو برای «<bdi>{q}</bdi>»
      </h1>
      {!query ? (
        <NothingFound query={q} />
      ) : search.isPending ? (
        <Spinner label="در حال جستجو..." />
      ) : search.isError || !answer ? (
        <ErrorPanel onRetry={() => search.refetch()} />
      ) : (
        <>
          {answer.ignoredWords.length > 0 && (
            <p className="note">نتایج بدون «{answer.ignoredWords.join('، ')}» نمایش داده شده است.</p>
          )}
          {answer.suggestion && (
            <p className="note">
              منظورتان <Link to={searchPath(answer.suggestion)}>{answer.suggestion}</Link> بود؟
            </p>
          )}
          <CategoryLinks categories={answer.categories} title="دسته‌بندی‌های مرتبط" />
          {answer.products.length === 0 && !filtered ? (
            <NothingFound query={q} />
          ) : (
            <>
              <div className="list-controls">
                <SortControl
                  value={searchSortOf(params)}
                  sorts={SEARCH_SORTS}
                  onChange={(next) => update({ sort: next === 'relevance' ? null : next })}
                />
                {answer.products.length > 0 && (
                  <p className="result-count">
                    {answer.totalIsEstimate ? 'حدود ' : ''}
                    {toPersianDigits(answer.total)} محصول
                  </p>
                )}
              </div>
              <FilteredListing place={{ q: query.q }}>
                {answer.products.length === 0 ? (
                  <ListingEmptyState
                    message="محصولی یافت نشد."
                    linkTo={pagePath('shop')}
                    linkLabel="مشاهده فروشگاه"
                  />
                ) : (
                  <>
                    <ProductGrid
                      products={answer.products}
                      headingLevel={2}
                      noteOf={(hit) => hit.snippet && <MatchSnippet snippet={hit.snippet} />}
                    />
                    <Pagination page={answer.page} pageSize={answer.pageSize} total={answer.total} />
                  </>
                )}
              </FilteredListing>
            </>
          )}
        </>
      )}
    </div>
  );
}
