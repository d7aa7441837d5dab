import { apiErrorSchema, ERROR_CODES, type ErrorCode } from '../src';

describe('error answers', () => {
  it('when an error body is parsed, then its code is one of the known codes a client can switch on', () => {
    const body = apiErrorSchema.parse({ message: 'یافت نشد', code: 'NOT_FOUND' });
    const code: ErrorCode = body.code;
    expect(ERROR_CODES).toContain(code);
    expect(apiErrorSchema.safeParse({ message: 'x', code: 'SOMETHING_ELSE' }).success).toBe(false);
  });
});
