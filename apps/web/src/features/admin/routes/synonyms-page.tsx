import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { synonymEndpoints } from '@shop/contracts';
import { errorMessage } from '../../../lib/api-client';
import { confirmDialog, openDialog } from '../../../lib/dialog';
import { callEndpoint, queryKeyFor } from '../../../lib/endpoint-call';
import { toPersianDigits } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { AdminOnly } from '../../auth/components/admin-only';
import { useSearch } from '../../search/api/search-products';

/** «سه‌راهی، چندراهی، power strip» -> the terms of one group. */
const termsOf = (text: string) =>
  text
    .split(/[،,\n]/)
    .map((term) => term.trim())
    .filter(Boolean);

function useSynonymWrites() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all(
      [synonymEndpoints.list.path, '/api/search'].map((path) =>
        client.invalidateQueries({ queryKey: [path] }),
      ),
    );
  return {
    save: useMutation({
      mutationFn: ({ id, terms }: { id?: string; terms: string[] }) =>
        id
          ? callEndpoint(synonymEndpoints.update, { params: { id }, body: { terms } })
          : callEndpoint(synonymEndpoints.create, { body: { terms } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => callEndpoint(synonymEndpoints.remove, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}

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
                <Link to={`/product/${product._id}`}>{product.title}</Link>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

function Synonyms() {
  usePageMeta('مترادف‌های جستجو');
  const list = useQuery({
    queryKey: queryKeyFor(synonymEndpoints.list),
    queryFn: () => callEndpoint(synonymEndpoints.list),
  });
  const { save, remove } = useSynonymWrites();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);

  const submit = async (event: FormEvent, id?: string) => {
    event.preventDefault();
    try {
      const answer = await save.mutateAsync({ id, terms: termsOf(id ? editing!.text : draft) });
      if (id) setEditing(null);
      else setDraft('');
      await openDialog({ title: 'ذخیره شد', message: answer.message, icon: 'success' });
    } catch (error) {
      await openDialog({ title: 'خطا', message: errorMessage(error), icon: 'error' });
    }
  };
  const erase = async (id: string, terms: string[]) => {
    if (
      !(await confirmDialog({
        title: `آیا از حذف ${terms.join('، ')} اطمینان دارید؟`,
        confirmText: 'بله، حذف شود',
        cancelText: 'لغو',
      }))
    )
      return;
    try {
      const answer = await remove.mutateAsync(id);
      await openDialog({ title: 'حذف شد!', message: answer.message, icon: 'success' });
    } catch (error) {
      await openDialog({ title: 'خطا', message: errorMessage(error), icon: 'error' });
    }
  };

  return (
    <div className="page">
      <p className="eyebrow">پنل مدیریت</p>
      <h1>مترادف‌های جستجو</h1>
      <p>واژه‌های هر گروه در جستجو یکسان شمرده می‌شوند؛ مثل «سه‌راهی، چندراهی، power strip».</p>
      <form className="form panel form-panel wide" onSubmit={(event) => submit(event)}>
        <label className="field">
          <span>گروه تازه (واژه‌ها را با ویرگول جدا کنید)</span>
          <input value={draft} onChange={(event) => setDraft(event.target.value)} />
        </label>
        <button type="submit" className="button" disabled={save.isPending}>
          افزودن گروه
        </button>
      </form>
      <TryQuery />
      <section className="panel" aria-label="گروه‌های مترادف">
        {!list.data ? (
          <p>در حال بارگذاری...</p>
        ) : list.data.synonyms.length === 0 ? (
          <p>گروهی یافت نشد.</p>
        ) : (
          <table className="admin-table">
            <tbody>
              {list.data.synonyms.map((group) => (
                <tr key={group._id}>
                  <td>
                    {editing?.id === group._id ? (
                      <form onSubmit={(event) => submit(event, group._id)} className="form-row">
                        <input
                          aria-label="واژه‌های گروه"
                          value={editing.text}
                          onChange={(event) => setEditing({ id: group._id, text: event.target.value })}
                        />
                        <button type="submit" className="text-button">
                          ذخیره
                        </button>
                      </form>
                    ) : (
                      group.terms.join('، ')
                    )}
                  </td>
                  <td className="row-actions">
                    <button
                      type="button"
                      className="text-button"
                      onClick={() => setEditing({ id: group._id, text: group.terms.join('، ') })}
                    >
                      ویرایش
                    </button>
                    <button
                      type="button"
                      className="text-button danger"
                      onClick={() => erase(group._id, group.terms)}
                    >
                      حذف
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

export default function SynonymsPage() {
  return (
    <AdminOnly>
      <Synonyms />
    </AdminOnly>
  );
}
