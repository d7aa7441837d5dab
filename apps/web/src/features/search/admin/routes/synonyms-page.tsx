import { useState } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from '@shop/contracts/plain';
import { toPersianDigits } from '../../../../lib/format';
import { useSearch } from '../../api/search-products';
import { AdminScreen } from '../../../../components/admin/admin-screen';
import { NewSynonymGroup, SynonymGroups } from '../components/synonym-groups';
import '../../../../components/form.css';
import '../../../../components/admin/admin.css';

/** What the shop's search answers a query, to see a new group at work. */
function TryQuery() {
  const [q, setQ] = useState('');
  const answer = useSearch(q.trim() ? { q: q.trim(), page: 1, pageSize: 5 } : null);
  return (
    <section className="panel form-panel wide" aria-label="آزمایش جستجو">
      <h2 id="try-title">آزمایش جستجو</h2>
      <label className="field">
        <span>یک عبارت بنویسید تا ببینید جستجوی فروشگاه چه پاسخی می‌دهد</span>
        <input type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      </label>
      {answer.data && (
        <div aria-live="polite">
          <p>
            {toPersianDigits(answer.data.total)} محصول
            {answer.data.suggestion && ` — پیشنهاد: «${answer.data.suggestion}»`}
            {answer.data.ignoredWords.length > 0 && ` — بدون «${answer.data.ignoredWords.join('، ')}»`}
          </p>
          <ol>
            {answer.data.products.map((product) => (
              <li key={product._id}>
                <Link to={pagePath('product', { id: product._id })}>{product.title}</Link>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

export default function SynonymsPage() {
  return (
    <AdminScreen title="مترادف‌های جستجو">
      <p>واژه‌های هر گروه در جستجو یکسان شمرده می‌شوند؛ مثل «سه‌راهی، چندراهی، power strip».</p>
      <NewSynonymGroup />
      <TryQuery />
      <section className="panel" aria-label="گروه‌های مترادف">
        <SynonymGroups />
      </section>
    </AdminScreen>
  );
}
