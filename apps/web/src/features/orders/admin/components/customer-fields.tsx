import { Field } from '../../../../components/admin/form-parts';

export interface CustomerDraft {
  phone: string;
  customerName: string;
  note: string;
}

/** The customer's mobile (a known one links the order to his account), name and a note. */
export function CustomerFields({
  value,
  onChange,
}: {
  value: CustomerDraft;
  onChange: (patch: Partial<CustomerDraft>) => void;
}) {
  return (
    <fieldset className="customer-fields">
      <legend>مشتری</legend>
      <div className="form-columns">
        <Field label="موبایل مشتری">
          {(id) => (
            <input
              id={id}
              type="tel"
              inputMode="tel"
              dir="ltr"
              autoComplete="off"
              placeholder="۰۹۱۲۱۲۳۴۵۶۷"
              value={value.phone}
              onChange={(event) => onChange({ phone: event.target.value })}
            />
          )}
        </Field>
        <Field label="نام مشتری">
          {(id) => (
            <input
              id={id}
              maxLength={100}
              value={value.customerName}
              onChange={(event) => onChange({ customerName: event.target.value })}
            />
          )}
        </Field>
      </div>
      <Field label="یادداشت">
        {(id) => (
          <textarea
            id={id}
            rows={2}
            maxLength={1000}
            value={value.note}
            onChange={(event) => onChange({ note: event.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}
