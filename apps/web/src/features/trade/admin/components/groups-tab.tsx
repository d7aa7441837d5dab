import { useState, type FormEvent } from 'react';
import { AdminTable } from '../../../../components/admin/admin-table';
import { Form } from '../../../../components/form';
import { SubmitButton } from '../../../../components/submit-button';
import { TextField } from '../../../../components/text-field';
import { errorDialog } from '../../../../lib/dialog';
import { formatNumber } from '../../../../lib/format';
import { useCreateGroup, useGroups } from '../../../../shell/api/customer-groups';

/** «گروه‌ها»: the customer groups with their members, and a new one. */
export function GroupsTab() {
  const groups = useGroups();
  const create = useCreateGroup();
  const [name, setName] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await create.mutateAsync(name);
      setName('');
    } catch (error) {
      await errorDialog(error, { title: 'گروه افزوده نشد' });
    }
  }
  return (
    <>
      {groups.isPending && <p>در حال بارگذاری...</p>}
      {groups.isError && <p role="alert">گروه‌ها بارگذاری نشد.</p>}
      {groups.data && (
        <AdminTable
          headings={['گروه', 'اعضا']}
          rows={groups.data.groups.map((group) => ({
            key: group.id,
            cells: [group.name, `${formatNumber(group.members)} حساب`],
          }))}
        />
      )}
      <Form onSubmit={submit} className="form trade-inline-form">
        <TextField
          label="نام گروه تازه"
          value={name}
          maxLength={40}
          required
          onChange={(event) => setName(event.target.value)}
        />
        <SubmitButton busy={create.isPending} label="افزودن گروه" busyLabel="در حال افزودن..." />
      </Form>
    </>
  );
}
