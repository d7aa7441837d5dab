import { useId, useState, type InputHTMLAttributes } from 'react';
import { validityMessage } from '../lib/field-validity';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** What a `pattern` mismatch means here, in Persian. */
  patternMessage?: string;
}

/**
 * A labelled input with its error tied to it for screen readers: the error given, or the Persian
 * sentence for a broken rule of its own once its form was sent (see Form); editing clears it.
 */
export function TextField({ label, error, patternMessage, onChange, ...input }: Props) {
  const id = useId();
  const [broken, setBroken] = useState<string>();
  const shown = error ?? broken;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        {...input}
        onInvalid={(event) =>
          setBroken(
            validityMessage(event.currentTarget.validity, {
              label,
              minLength: input.minLength,
              patternMessage,
            }),
          )
        }
        onChange={(event) => {
          setBroken(undefined);
          onChange?.(event);
        }}
      />
      {shown && (
        <p id={`${id}-error`} className="field-error">
          {shown}
        </p>
      )}
    </div>
  );
}
