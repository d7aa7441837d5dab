import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@shop/contracts/plain';
import { ApiClientError, errorMessage } from './api-client';
import { endpointUrl } from './endpoint-call';

describe('the address of a call', () => {
  it('fills the path parameters in', () => {
    expect(endpointUrl(apiRoutes.users.setRole, { id: 'u-1' })).toBe('/api/user/u-1/role');
  });

  it('escapes what a parameter holds, so it stays one segment', () => {
    expect(endpointUrl(apiRoutes.product.get, { id: 'a/b c' })).toBe('/api/product/a%2Fb%20c');
  });

  it('is the path itself for an endpoint without parameters', () => {
    expect(endpointUrl(apiRoutes.settings.get)).toBe('/api/settings');
  });
});

describe('the sentence shown for a failed call', () => {
  it("is the API's own Persian message", () => {
    const error = new ApiClientError('محصول یافت نشد', 404, 'NOT_FOUND');
    expect(errorMessage(error, 'خطا در ورود')).toBe('محصول یافت نشد');
  });

  it("is the screen's fallback when the answer had no error body, or the error is not the API's", () => {
    expect(errorMessage(new ApiClientError('x', 502, 'UNREADABLE'), 'خطا در ورود')).toBe('خطا در ورود');
    expect(errorMessage(new TypeError('boom'), 'خطا در ورود')).toBe('خطا در ورود');
  });

  it('is the general sentence when the screen has no fallback of its own', () => {
    expect(errorMessage(new TypeError('boom'))).toBe('مشکلی وجود دارد');
  });
});
