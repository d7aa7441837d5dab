import { describe, expect, it } from 'vitest';
import { termsOf } from './synonym-groups';

describe('the words of a synonym group as the admin types them', () => {
  it('are split at Persian and Latin commas and new lines, trimmed', () => {
    expect(termsOf('سه‌راهی، چندراهی, power strip\n محافظ ')).toEqual([
      'سه‌راهی',
      'چندراهی',
      'power strip',
      'محافظ',
    ]);
  });

  it('leave out the empty ones between doubled commas', () => {
    expect(termsOf('کابل،، سیم ,')).toEqual(['کابل', 'سیم']);
  });
});
