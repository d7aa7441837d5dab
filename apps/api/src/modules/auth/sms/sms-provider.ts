/**
 * The shop's own messages (an order's news, a trade account's decision, an awaited product's news), each a Kavenegar template of its
 * own in production.
 */
export const SHOP_MESSAGE_PURPOSES = [
  'order-confirmed',
  'order-shipped',
  'trade-approved',
  'trade-refused',
  'back-in-stock',
  'price-drop',
] as const;
export type ShopMessagePurpose = (typeof SHOP_MESSAGE_PURPOSES)[number];

/**
 * A message of the shop: `text` is what the shopper reads (the outbox keeps it; the Kavenegar template
 * says the same around the tokens), `tokens` the template's values, without spaces.
 */
export interface ShopMessage {
  purpose: ShopMessagePurpose;
  text: string;
  tokens: string[];
}

/** Sends SMS; each call rejects when the message could not be handed to the provider. */
export interface SmsProvider {
  sendCode(phone: string, code: string): Promise<void>;
  sendMessage(phone: string, message: ShopMessage): Promise<void>;
}
