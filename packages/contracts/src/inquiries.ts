import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { apiRoutes } from './plain/api-routes';

export const INQUIRY_CHANNELS = ['whatsapp', 'telegram', 'call', 'bale', 'eitaa', 'rubika'] as const;
export type InquiryChannel = (typeof INQUIRY_CHANNELS)[number];
export const INQUIRY_PERIODS = [7, 30] as const;

export const inquiryBodySchema = z.object({
  productId: z.guid('محصول نامعتبر است'),
  channel: z.enum(INQUIRY_CHANNELS, { error: 'راه ارتباطی نامعتبر است' }),
});

export const inquiryCountsSchema = z.object({
  productId: z.string(),
  title: z.string(),
  ...(Object.fromEntries(
    INQUIRY_CHANNELS.map((channel) => [channel, z.number().int().nonnegative()]),
  ) as Record<InquiryChannel, z.ZodNumber>),
  total: z.number().int().nonnegative(),
});
export type InquiryCounts = z.infer<typeof inquiryCountsSchema>;

export const inquiryEndpoints = defineEndpoints(apiRoutes.inquiries, {
  /** Anonymous and rate-limited: the storefront reports a click with navigator.sendBeacon. */
  record: {
    body: inquiryBodySchema,
    response: z.object({ recorded: z.literal(true) }),
  },
  /** Admins only: products by inquiries over the last `days` days, most asked-about first. */
  counts: {
    query: z.object({
      days: z.coerce
        .number()
        .refine(
          (days) => (INQUIRY_PERIODS as readonly number[]).includes(days),
          'بازه باید ۷ یا ۳۰ روز باشد',
        ),
    }),
    response: z.object({ days: z.number(), products: z.array(inquiryCountsSchema) }),
  },
});
