/**
 * Torob's click id (`?torob_clid=…` on the address Torob sends a shopper to), kept 7 days in this
 * browser, so the requests it leads to carry it and Torob can score the shop. Run at boot: keep it small.
 */
const KEY = 'torobClid';
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** As the API takes it (TOROB_CLID_SCHEMA); anything else is not kept. */
const CLID = /^[A-Za-z0-9_.:-]{1,200}$/;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Kept {
  clid: string;
  until: number;
}

/** Keeps the landing address's click id, when it has one, for the next 7 days. */
export function keepTorobClid(search: string, now = Date.now(), storage?: Store) {
  try {
    const clid = new URLSearchParams(search).get('torob_clid');
    if (clid && CLID.test(clid))
      (storage ?? localStorage).setItem(KEY, JSON.stringify({ clid, until: now + KEEP_MS }));
  } catch {
    // No storage (a private window's quota, storage switched off): nothing is kept.
  }
}

/** The click id kept, while its 7 days last; null after (and it is forgotten). */
export function torobClid(now = Date.now(), storage?: Store): string | null {
  try {
    const store = storage ?? localStorage;
    const kept = JSON.parse(store.getItem(KEY) ?? 'null') as Kept | null;
    if (kept && kept.until > now && CLID.test(kept.clid)) return kept.clid;
    store.removeItem(KEY);
  } catch {
    // Unreadable or no storage: no click id.
  }
  return null;
}
