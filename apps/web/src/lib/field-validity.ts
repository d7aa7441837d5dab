import { toPersianDigits } from './format';

/** What a field's own rules (`required`, `minLength`, `pattern`) found wrong, as the browser reports it. */
export type Validity = Pick<ValidityState, 'valid' | 'valueMissing' | 'tooShort' | 'patternMismatch'>;

export interface FieldRules {
  label: string;
  minLength?: number;
  /** What a `pattern` mismatch means for this field: «کد تایید فقط از رقم تشکیل می‌شود.» */
  patternMessage?: string;
}

/**
 * The Persian sentence for a field that breaks its rules, shown beside it in place of the browser's
 * English bubble; undefined when the field is valid.
 */
export function validityMessage(validity: Validity, { label, minLength, patternMessage }: FieldRules) {
  if (validity.valid) return undefined;
  if (validity.valueMissing) return `${label} الزامی است.`;
  if (validity.tooShort && minLength) return `${label} باید دست‌کم ${toPersianDigits(minLength)} نویسه باشد.`;
  if (validity.patternMismatch && patternMessage) return patternMessage;
  return `${label} نامعتبر است.`;
}
