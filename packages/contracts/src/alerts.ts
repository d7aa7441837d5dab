import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { apiRoutes } from './plain/api-routes';
import { MAX_PRICE } from './plain/rules';

/** «موجود شد خبرم کن» and «ارزان شد خبرم کن». */
export const ALERT_KINDS = ['in-stock', 'price-drop'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Alerts one account may wait on at once. */
export const ALERTS_PER_ACCOUNT = 30;

const stopToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'این پیوند لغو معتبر نیست');

export const alertSubscriptionSchema = z.object({
  variantId: z.guid('کالای انتخاب‌شده نامعتبر است').transform((id) => id.toLowerCase()),
  kind: z.enum(ALERT_KINDS, { error: 'نوع خبرم کن نامعتبر است' }),
  /** «ارزان شد»: tell me at this price or below; absent or null: at any drop. */
  targetPrice: z
    .number({ error: 'قیمت دلخواه نامعتبر است' })
    .int('قیمت دلخواه باید عدد صحیح باشد')
    .positive('قیمت دلخواه باید بیشتر از صفر باشد')
    .max(MAX_PRICE, 'قیمت دلخواه بیش از حد بزرگ است')
    .nullable()
    .optional(),
});
export type AlertSubscription = z.infer<typeof alertSubscriptionSchema>;

/** An alert as its shopper sees it on the profile and the product page. */
export const alertSchema = z.object({
  _id: z.string(),
  kind: z.enum(ALERT_KINDS),
  productId: z.string(),
  variantId: z.string(),
  title: z.string(),
  /** «سطح مقطع: ۲٫۵»; null for a product without options. */
  variantLabel: z.string().nullable(),
  image: z.string().nullable(),
  targetPrice: z.number().int().positive().nullable(),
  /** The price when subscribed: «ارزان شد» at any drop means below it. */
  baselinePrice: z.number().int().positive(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When its SMS went; null while it waits. */
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

/** A product the owner's shoppers wait for, and how many wait for each event. */
export const waitedProductSchema = z.object({
  productId: z.string(),
  title: z.string(),
  inStock: z.number().int().nonnegative(),
  priceDrop: z.number().int().nonnegative(),
});
export type WaitedProduct = z.infer<typeof waitedProductSchema>;

export const alertEndpoints = defineEndpoints(apiRoutes.alerts, {
  /**
   * Waits for an event of a variant, for the signed-in shopper's verified phone. Subscribing again to an
   * alert that waits updates only its target (its price at subscription and time stay); to one already
   * sent starts it again. At
   * most ALERTS_PER_ACCOUNT wait at once.
   */
  subscribe: {
    body: alertSubscriptionSchema,
    response: z.object({ alert: alertSchema }),
  },
  /** The shopper's alerts: those waiting, then the last ones sent. */
  mine: {
    response: z.object({ alerts: z.array(alertSchema) }),
  },
  cancel: {
    params: z.object({ id: z.guid('خبرم کن یافت نشد') }),
    response: z.object({ ok: z.literal(true) }),
  },
  /** The SMS's stop link: every alert still waiting on that account is cancelled (a POST, so a link preview cannot). */
  stop: {
    params: z.object({ token: stopToken }),
    response: z.object({ stopped: z.number().int().nonnegative() }),
  },
  /** The products most waited for (waiting alerts per event), most first. */
  waiting: {
    response: z.object({ products: z.array(waitedProductSchema) }),
  },
});
