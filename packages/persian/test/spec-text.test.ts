import { specText } from '../src';

describe('specText', () => {
  it.each([
    [{ kind: 'number', unit: 'میلی‌متر مربع', value: 2.5 }, '۲٫۵ میلی‌متر مربع'],
    [{ kind: 'number', unit: 'میلی‌آمپر ساعت', value: 20000 }, '۲۰٬۰۰۰ میلی‌آمپر ساعت'],
    [{ kind: 'number', unit: null, value: 5.2 }, '۵٫۲'],
    [{ kind: 'boolean', unit: null, value: true }, 'دارد'],
    [{ kind: 'boolean', unit: null, value: false }, 'ندارد'],
    [{ kind: 'option', unit: null, value: 'C' }, 'C'],
    [{ kind: 'text', unit: null, value: 'IEC 60898' }, 'IEC 60898'],
  ] as const)('%o reads %p', (row, text) => {
    expect(specText(row)).toBe(text);
  });
});
