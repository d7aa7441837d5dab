import { describe, expect, it } from 'vitest';
import { accountCall } from './account-call';

const lines = [{ variantId: 'cable', quantity: 25, addedPrice: 48_500 }];

describe('what the account is asked when the shopper is known', () => {
  it('when a visitor with a list signs in, then the list is merged into the account', () => {
    expect(accountCall({ lines, owner: null, dirty: true }, 'user-1')).toBe('merge');
  });

  it('when the browser has no list (another device), then the account’s list is read', () => {
    expect(accountCall({ lines: [], owner: null, dirty: false }, 'user-1')).toBe('get');
    expect(accountCall({ lines: [], owner: 'user-1', dirty: true }, 'user-1')).toBe('get');
  });

  it('when a page opens with a clean copy, then the account’s list (perhaps edited elsewhere) replaces it', () => {
    expect(accountCall({ lines, owner: 'user-1', dirty: false }, 'user-1')).toBe('get');
  });

  it('when the copy was edited and not saved, then it is merged, so the edit is not lost', () => {
    expect(accountCall({ lines, owner: 'user-1', dirty: true }, 'user-1')).toBe('merge');
  });

  it('when the copy is another account’s, then it is never merged into this one', () => {
    expect(accountCall({ lines, owner: 'user-2', dirty: true }, 'user-1')).toBe('get');
  });
});
