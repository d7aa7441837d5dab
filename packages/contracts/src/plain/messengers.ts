/**
 * Iranian messaging apps the owner can switch on as order channels by giving the shop's id in each:
 * many shoppers use them since Telegram was filtered. Their chat links take no message text, so the
 * order button opens the shop's chat and copies the message for the shopper to paste.
 */
export const MESSENGERS = {
  bale: { name: 'بله', chat: 'https://ble.ir/' },
  eitaa: { name: 'ایتا', chat: 'https://eitaa.com/' },
  rubika: { name: 'روبیکا', chat: 'https://rubika.ir/' },
} as const;
export type Messenger = keyof typeof MESSENGERS;
export const MESSENGER_KEYS = Object.keys(MESSENGERS) as Messenger[];

/** One value per messenger, made from its key and its name and chat address. */
export const byMessenger = <T>(make: (key: Messenger, messenger: (typeof MESSENGERS)[Messenger]) => T) =>
  Object.fromEntries(MESSENGER_KEYS.map((key) => [key, make(key, MESSENGERS[key])])) as Record<Messenger, T>;
