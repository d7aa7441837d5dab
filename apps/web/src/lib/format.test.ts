import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  formatPercent,
  formatSolarDate,
  formatSolarDateTime,
  formatToman,
  shortCode,
  toPersianDigits,
} from './format';

describe('dates', () => {
  it('show as Solar Hijri yyyy/MM/dd in Persian digits', () => {
    // Nowruz 1403.
    expect(formatSolarDate('2024-03-20T12:00:00.000Z')).toBe('۱۴۰۳/۰۱/۰۱');
    expect(formatSolarDate('2025-12-25T12:00:00.000Z')).toBe('۱۴۰۴/۱۰/۰۴');
  });

  it('with the time of day, in the 24-hour clock', () => {
    expect(formatSolarDateTime('2024-03-20T12:00:00.000Z')).toMatch(/^۱۴۰۳\/۰۱\/۰۱، [۰-۲][۰-۹]:[۰-۵][۰-۹]$/);
  });
});

describe('numbers', () => {
  it('prices show in toman with Persian digits and separators', () => {
    expect(formatToman(125_000)).toBe('۱۲۵٬۰۰۰ تومان');
  });

  it('file sizes show in kilobytes below a megabyte, else in megabytes to one decimal', () => {
    expect(formatFileSize(200)).toBe('۱ کیلوبایت');
    expect(formatFileSize(850 * 1024)).toBe('۸۵۰ کیلوبایت');
    expect(formatFileSize(1.23 * 1024 * 1024)).toBe('۱٫۲ مگابایت');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('۲۰ مگابایت');
  });

  it('percentages show with Persian digits and decimal mark', () => {
    expect(formatPercent(12)).toBe('۱۲٪');
    expect(formatPercent(7.25)).toBe('۷٫۲۵٪');
  });

  it('digits turn Persian and the rest stays', () => {
    expect(toPersianDigits('09:00 - 12')).toBe('۰۹:۰۰ - ۱۲');
    expect(toPersianDigits(2048)).toBe('۲۰۴۸');
  });
});

describe('a product short code', () => {
  it('is the last six characters of its id, upper case', () => {
    expect(shortCode('0b9f7c1e-3a52-4d8e-9c61-2f4a5b6c7d8e')).toBe('6C7D8E');
  });
});
