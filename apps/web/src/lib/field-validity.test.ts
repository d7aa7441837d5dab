import { describe, expect, it } from 'vitest';
import { validityMessage, type Validity } from './field-validity';

const broken = (problem: Partial<Validity>): Validity => ({
  valid: false,
  valueMissing: false,
  tooShort: false,
  patternMismatch: false,
  ...problem,
});

describe('field rules in Persian', () => {
  it('name the field that is missing, too short, or not in its pattern', () => {
    expect(validityMessage(broken({ valueMissing: true }), { label: 'شماره موبایل' })).toBe(
      'شماره موبایل الزامی است.',
    );
    expect(validityMessage(broken({ tooShort: true }), { label: 'رمز عبور', minLength: 8 })).toBe(
      'رمز عبور باید دست‌کم ۸ نویسه باشد.',
    );
    expect(
      validityMessage(broken({ patternMismatch: true }), {
        label: 'کد تایید',
        patternMessage: 'کد تایید فقط از رقم تشکیل می‌شود.',
      }),
    ).toBe('کد تایید فقط از رقم تشکیل می‌شود.');
  });

  it('say nothing for a valid field, and a plain sentence for any other problem', () => {
    expect(validityMessage({ ...broken({}), valid: true }, { label: 'نام' })).toBeUndefined();
    expect(validityMessage(broken({}), { label: 'نام' })).toBe('نام نامعتبر است.');
  });
});
