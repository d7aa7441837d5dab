import type { StoredList } from '../../lib/request-list';

/**
 * What the account is asked when a shopper is known (at sign-in, or when a page opens signed in): the
 * browser's own list is merged into the account's, and so is a copy of this account's list edited and
 * not yet saved (nothing lost; merging twice changes nothing); a clean copy, an empty list or another
 * account's copy is replaced by the account's list as it is now (edits made on another device show).
 */
export function accountCall(list: StoredList, userId: string): 'merge' | 'get' {
  if (list.lines.length === 0) return 'get';
  if (list.owner === null) return 'merge';
  return list.owner === userId && list.dirty ? 'merge' : 'get';
}
