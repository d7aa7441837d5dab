import { describe, expect, it } from 'vitest';
import { isPublicRead, isShopperPage, isStorable } from './cache-rules';
import { isIosSafari } from './ios-hint';
import { markOfflineHtml } from './offline-copy';

const answer = (cacheControl: string, status = 200) =>
  new Response('{}', { status, headers: { 'Cache-Control': cacheControl } });

describe('what the service worker may keep', () => {
  it('when a page is a drawn shopper page, then it is kept; account and admin pages never are', () => {
    expect(
      ['/', '/product/0b1e2f3a-0000-4000-8000-000000000001', '/list', '/shop'].map(isShopperPage),
    ).toEqual([true, true, true, true]);
    expect(
      ['/dashboard', '/admin/orders', '/auth', '/profile/abc', '/product/create'].map(isShopperPage),
    ).toEqual([false, false, false, false, false]);
  });

  it('when an API read is public, then it may be kept; the account’s and the admin’s never', () => {
    expect(isPublicRead('/api/product/get-one/abc')).toBe(true);
    expect(isPublicRead('/api/settings')).toBe(true);
    expect(isPublicRead('/api/auth/validate-token')).toBe(false);
    expect(isPublicRead('/api/request-list')).toBe(false);
    expect(isPublicRead('/api/admin/products')).toBe(false);
    expect(isPublicRead('/api/orders/abc')).toBe(false);
  });

  it('when an answer is private, not to be stored, not whole or (for the API) not public, then it is not kept', () => {
    expect(isStorable(answer('public, no-cache'), { mustBePublic: true })).toBe(true);
    expect(isStorable(answer('no-cache'), { mustBePublic: false })).toBe(true);
    expect(isStorable(answer('no-cache'), { mustBePublic: true })).toBe(false);
    expect(isStorable(answer('private, no-cache'), { mustBePublic: false })).toBe(false);
    expect(isStorable(answer('no-store'), { mustBePublic: false })).toBe(false);
    expect(isStorable(answer('public', 404), { mustBePublic: true })).toBe(false);
  });
});

describe('a page served from the device’s copy', () => {
  it('when it is served, then it is marked, its styles come along and the notice names the visit in Jalali with Persian digits', () => {
    const html =
      '<!doctype html><html lang="fa" dir="rtl"><head><title>x</title></head><body><div id="root"></div></body></html>';
    const marked = markOfflineHtml(html, '2026-11-27T14:00:00.000Z');
    expect(marked).toContain('<html data-offline-copy="2026-11-27T14:00:00.000Z" lang="fa"');
    // (The styles themselves are the CSS file's, which the unit tests do not load.)
    expect(marked).toMatch(/<style>[^<]*<\/style><\/head>/);
    expect(marked).toMatch(
      /<body><div id="offline-notice" class="offline-notice" role="status"><p>اتصال اینترنت برقرار نیست؛ این صفحه و قیمت‌هایش مربوط به آخرین بازدید شما در ۱۴۰۵\/۰۹\/۰۶، [۰-۹]{2}:[۰-۹]{2} است.<\/p><\/div><div id="root">/,
    );
  });
});

describe('the iPhone’s «افزودن به صفحه اصلی» hint', () => {
  const safari =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  it('when Safari on an iPhone is not opened from the home screen, then the hint shows; otherwise not', () => {
    expect(isIosSafari(safari, false)).toBe(true);
    expect(isIosSafari(safari, true)).toBe(false);
    expect(isIosSafari(safari.replace('Version/17.5', 'CriOS/126.0'), false)).toBe(false);
    expect(
      isIosSafari(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
        false,
      ),
    ).toBe(false);
  });
});
