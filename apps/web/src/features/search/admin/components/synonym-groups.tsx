import { useState, type FormEvent } from 'react';
import { errorDialog, openDialog } from '../../../../lib/dialog';
import { useCreateSynonym } from '../api/create-synonym';
import { useDeleteSynonym } from '../api/delete-synonym';
import { useSynonyms } from '../api/list-synonyms';
import { useUpdateSynonym } from '../api/update-synonym';
import { AdminTable, DeleteButton } from '../../../../components/admin/admin-table';
import { Form } from '../../../../components/form';

/** «سه‌راهی، چندراهی، power strip» -> the terms of one group. */
export const termsOf = (text: string) =>
  text
    .split(/[،,\n]/)
    .map((term) => term.trim())
    .filter(Boolean);

const joined = (terms: string[]) => terms.join('، ');

/** Sends a group; once it is saved, `done` clears the form and the dialog says so. */
async function saveGroup(send: () => Promise<{ message: string }>, done: () => void) {
  try {
    const answer = await send();
    done();
    await openDialog({ title: 'ذخیره شد', message: answer.message, icon: 'success' });
  } catch (error) {
    await errorDialog(error);
  }
}

export function NewSynonymGroup() {
  const create = useCreateSynonym();
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    return saveGroup(
      () => create.mutateAsync(termsOf(draft)),
      () => setDraft(''),
    );
  };
  return (
    <Form className="form panel form-panel wide" onSubmit={submit}>
      <label className="field">
        <span>گروه تازه (واژه‌ها را با ویرگول جدا کنید)</span>
        <input value={draft} onChange={(event) => setDraft(event.target.value)} />
      </label>
      <button type="submit" className="button" disabled={create.isPending}>
        افزودن گروه
      </button>
    </Form>
  );
}

/** The groups, each edited in place or deleted after a question. */
export function SynonymGroups() {
  const list = useSynonyms();
  const update = useUpdateSynonym();
  const remove = useDeleteSynonym();
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);

  const submit = (event: FormEvent, id: string) => {
    event.preventDefault();
    return saveGroup(
      () => update.mutateAsync({ id, terms: termsOf(editing!.text) }),
      () => setEditing(null),
    );
  };

  if (!list.data) return <p>در حال بارگذاری...</p>;
  if (list.data.synonyms.length === 0) return <p>گروهی یافت نشد.</p>;
  return (
    <AdminTable
      headings={['واژه‌های گروه']}
      rows={list.data.synonyms.map((group) => ({
        key: group._id,
        cells: [
          editing?.id === group._id ? (
            <Form key="terms" onSubmit={(event) => submit(event, group._id)} className="form-row">
              <input
                aria-label="واژه‌های گروه"
                value={editing.text}
                onChange={(event) => setEditing({ id: group._id, text: event.target.value })}
              />
              <button type="submit" className="text-button">
                ذخیره
              </button>
            </Form>
          ) : (
            joined(group.terms)
          ),
        ],
        actions: (
          <>
            <button
              type="button"
              className="text-button"
              onClick={() => setEditing({ id: group._id, text: joined(group.terms) })}
            >
              ویرایش
            </button>
            <DeleteButton title={joined(group.terms)} remove={() => remove.mutateAsync(group._id)} />
          </>
        ),
      }))}
    />
  );
}
