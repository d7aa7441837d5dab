import type { OrderChannel } from '../orders';
import { MESSENGERS } from './messengers';

/**
 * An order's life: a request arrives «جدید», the owner follows it up, confirms it (an invoice number, stock
 * taken), ships it and sees it delivered; or cancels it with a reason (stock given back when it was taken).
 */
export const ORDER_STATUSES = [
  'new',
  'followed-up',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  new: 'جدید',
  'followed-up': 'پیگیری شد',
  confirmed: 'تایید شد',
  shipped: 'ارسال شد',
  delivered: 'تحویل شد',
  cancelled: 'لغو شد',
};

/** Where each status may go next; a delivered or cancelled order is closed. */
export const ORDER_NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['followed-up', 'confirmed', 'cancelled'],
  'followed-up': ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** Lines, prices, discount and shipping may change only before the order is confirmed (then frozen). */
export const EDITABLE_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'followed-up'];
/** Orders still waiting on the owner: the desk's and the dashboard's counts. */
export const OPEN_ORDER_STATUSES = ['new', 'followed-up', 'confirmed', 'shipped'] as const;

export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = {
  whatsapp: 'واتس‌اپ',
  telegram: 'تلگرام',
  sms: 'پیامک',
  call: 'تماس تلفنی',
  link: 'لینک پیش‌فاکتور',
  bale: MESSENGERS.bale.name,
  eitaa: MESSENGERS.eitaa.name,
  rubika: MESSENGERS.rubika.name,
  'in-person': 'حضوری',
};

export const ORDERS_PAGE_SIZE = 25;
