import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (typed: string) => void;
  /** What was read from it, said beside it; null: nothing could be read (`invalid` is said instead). */
  said: string | null | undefined;
  invalid: string;
}

/** A number typed as people write it (Persian digits, «٫»), read back beside it. */
export function TypedNumberField({ label, value, onChange, said, invalid }: Props) {
  const id = useId();
  const bad = said === null;
  const shown = bad ? invalid : said;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        dir="ltr"
        value={value}
        aria-invalid={bad || undefined}
        aria-describedby={shown ? `${id}-said` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {shown && (
        <p id={`${id}-said`} className={bad ? 'field-error' : 'hint'}>
          {shown}
        </p>
      )}
    </div>
  );
}
