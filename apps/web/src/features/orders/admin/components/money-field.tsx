import { useId } from 'react';
import { formatToman } from '../../../../lib/format';

interface Props {
  label: string;
  /** The amount as typed (Persian or Latin digits, with or without separators). */
  value: string;
  /** The amount read from it: a number, or NaN for what is no amount. */
  amount: number | null;
  onChange: (typed: string) => void;
  placeholder?: string;
  hint?: string;
}

/** A toman amount typed as people write it, read back in words beside it («۱۲۵٬۰۰۰ تومان»). */
export function MoneyField({ label, value, amount, onChange, placeholder, hint }: Props) {
  const id = useId();
  const invalid = amount !== null && Number.isNaN(amount);
  const said = invalid ? 'مبلغ نامعتبر است' : amount ? formatToman(amount) : hint;
  return (
    <div className="field money-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="numeric"
        dir="ltr"
        value={value}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={said ? `${id}-said` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {said && (
        <p id={`${id}-said`} className={invalid ? 'field-error' : 'hint'}>
          {said}
        </p>
      )}
    </div>
  );
}
