import { z } from 'zod';

// Messages zod writes itself (a missing body, a field of the wrong type) reach shoppers: make them
// Persian, and say "wrong type" in words rather than naming JavaScript types.
z.config(z.locales.fa());
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type'
      ? issue.input === undefined
        ? 'مقداری الزامی ارسال نشده است'
        : 'نوع مقدار ارسال‌شده نادرست است'
      : undefined,
});

export * from './endpoint';
export * from './errors';
export * from './images';
export * from './entities';
export * from './others-category';
export * from './health';
export * from './search';
export * from './synonyms';
export * from './auth';
export * from './users';
export * from './catalog';
export * from './settings';
export * from './text';
export * from './inquiries';
