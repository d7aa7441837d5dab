import { toLatinDigits } from '@shop/persian';
import { z } from 'zod';
import { byMessenger } from './plain/messengers';
import { BENEFIT_CARDS_MAX, ENAMAD_LINK, enamadLink } from './plain/promises';
import { MAX_PRICE, WEEK_DAYS } from './plain/rules';
import { defineEndpoints } from './endpoint';
import { apiRoutes } from './plain/api-routes';

const requiredText = (problem: string, max: number) =>
  z.string({ error: problem }).trim().min(1, problem).max(max, problem);
const TIME_PROBLEM = 'ساعت را به شکل ۰۹:۰۰ وارد کنید';
/** «۹:۰۰», «09:00» or «۹» are all nine o'clock: kept as 09:00. */
const time = z
  .string({ error: TIME_PROBLEM })
  .transform((typed) => {
    const [hours = '', minutes = '00'] = toLatinDigits(typed).trim().split(/[:٫.]/);
    return `${hours.padStart(2, '0')}:${minutes}`;
  })
  .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_PROBLEM));
const weekDay = z.enum(WEEK_DAYS, { error: 'روز هفته نامعتبر است' });
const count = (problem: string, max: number) =>
  z.number({ error: problem }).int(problem).min(0, problem).max(max, problem);

/**
 * A contact detail in the form `pattern` describes, or empty: not set yet (the pages leave it out, the
 * dashboard asks for it).
 */
const contact = (pattern: RegExp, problem: string, tidy: (typed: string) => string = (typed) => typed) =>
  z
    .string({ error: problem })
    .transform((typed) => tidy(toLatinDigits(typed).trim()))
    .refine((value) => value === '' || pattern.test(value), problem);

/** `typed` without `prefix` at its start (a pattern, or a text such as «ble.ir/»). */
const withoutPrefix = (typed: string, prefix: RegExp | string) =>
  typeof prefix === 'string'
    ? typed.startsWith(prefix)
      ? typed.slice(prefix.length)
      : typed
    : typed.replace(prefix, '');

/** A mobile typed as dialled at home (۰۹۱۲…) or with + or 00 becomes the international form wa.me needs. */
const internationalMobile = (typed: string) =>
  typed
    .replace(/[\s()-]/g, '')
    .replace(/^(\+|00)/, '')
    .replace(/^0(9\d{9})$/, '98$1');

/** A text the owner must fill, at most `max` characters: a message for each way it can be wrong. */
const filledText = (empty: string, tooLong: string, max: number) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, tooLong);

/** A card of the home page's «چرا ما را انتخاب کنید؟», beside the two the settings write (shipping, hours). */
const benefitCard = z.object({
  title: filledText('عنوان کارت مزیت الزامی است', 'عنوان کارت مزیت حداکثر ۴۰ نویسه است', 40),
  text: filledText('متن کارت مزیت الزامی است', 'متن کارت مزیت حداکثر ۲۰۰ نویسه است', 200),
});
export type BenefitCard = z.infer<typeof benefitCard>;

/**
 * What the pages show about the shop: names, contact details, the map, hours and what it promises
 * (free shipping, returns, the owner's benefit cards, the eNamad seal). Contact details, the map point,
 * the free-shipping threshold and the seal may be unset (empty, null).
 */
export const shopSettingsSchema = z.object({
  shopName: z.object({
    fa: requiredText('نام فارسی فروشگاه الزامی است', 60),
    en: requiredText('نام لاتین فروشگاه الزامی است', 60),
  }),
  tagline: requiredText('شعار فروشگاه الزامی است', 160),
  /** As dialled: Latin digits (Persian ones are read as such), optional leading +, spaces or dashes. */
  phone: contact(/^\+?\d[\d -]{4,19}$/, 'شماره تلفن را با رقم بنویسید، مثل ۰۲۱-۶۶۷۱۲۳۴۵', (typed) =>
    typed.replace(/[‐-―−]/g, '-'),
  ),
  /** International form without + (as wa.me links need it), e.g. 989121234567. */
  whatsapp: contact(
    /^[1-9]\d{9,14}$/,
    'شماره واتس‌اپ نامعتبر است؛ شماره موبایل را مثل ۰۹۱۲۱۲۳۴۵۶۷ یا ۹۸۹۱۲۱۲۳۴۵۶۷ بنویسید',
    internationalMobile,
  ),
  /** Telegram username without @. */
  telegram: contact(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, 'شناسه تلگرام نامعتبر است', (typed) =>
    typed.replace(/^(https?:\/\/)?t\.me\//, '').replace(/^@/, ''),
  ),
  /** The shop's id in each of MESSENGERS (its chat link, @id or the id alone); empty: not an order channel. */
  messengers: z
    .object(
      byMessenger((_, { name, chat }) =>
        contact(/^[A-Za-z][A-Za-z0-9_.]{2,31}$/, `شناسه ${name} نامعتبر است`, (typed) =>
          withoutPrefix(
            withoutPrefix(typed, /^(https?:\/\/)?(www\.)?/),
            chat.replace(/^https:\/\//, ''),
          ).replace(/^@/, ''),
        ),
      ),
      { error: 'شناسه پیام‌رسان‌ها نامعتبر است' },
    )
    // A body from before the messengers (an admin's page open since) switches none on.
    .default(byMessenger(() => '')),
  address: z.string({ error: 'نشانی الزامی است' }).trim().max(300, 'نشانی حداکثر ۳۰۰ نویسه است'),
  /** The map's point; null until the owner sets it. */
  location: z
    .object({
      latitude: z
        .number({ error: 'عرض جغرافیایی نامعتبر است' })
        .min(-90, 'عرض جغرافیایی نامعتبر است')
        .max(90, 'عرض جغرافیایی نامعتبر است'),
      longitude: z
        .number({ error: 'طول جغرافیایی نامعتبر است' })
        .min(-180, 'طول جغرافیایی نامعتبر است')
        .max(180, 'طول جغرافیایی نامعتبر است'),
    })
    .nullable(),
  /**
   * The usual hours from `fromDay` to `toDay` (the other days closed), and the days that differ:
   * «پنجشنبه تا ۱۴، جمعه تعطیل». Settings saved before days could differ have none.
   */
  workingHours: z.object({
    fromDay: weekDay,
    toDay: weekDay,
    opens: time,
    closes: time,
    exceptions: z
      .array(
        z.object({
          day: weekDay,
          closed: z.boolean({ error: 'تعطیل بودن روز نامعتبر است' }),
          opens: time,
          closes: time,
        }),
        {
          error: 'ساعت روزها نامعتبر است',
        },
      )
      .max(WEEK_DAYS.length, 'ساعت روزها نامعتبر است')
      .refine((days) => new Set(days.map((d) => d.day)).size === days.length, 'هر روز را یک بار وارد کنید')
      .default([]),
  }),
  /**
   * Orders of this many toman or more ship free (0: every order); null: the shop promises no free
   * shipping. The footer, the home page and each product page read this one figure.
   */
  freeShippingThreshold: count('حد ارسال رایگان باید عددی صحیح به تومان باشد', MAX_PRICE).nullable(),
  /** Days to return an item; 0: the pages promise no returns. (Warranties are per product.) */
  returnDays: count('مهلت بازگشت کالا باید بین ۰ تا ۳۶۵ روز باشد', 365),
  benefits: z
    .array(benefitCard, { error: 'کارت‌های مزیت نامعتبر است' })
    .max(BENEFIT_CARDS_MAX, 'حداکثر ۴ کارت مزیت مجاز است'),
  /**
   * The eNamad seal's page (`enamadLink`), from the code the eNamad site gives pasted whole or its link;
   * empty: the shop has none, and no page loads anything from eNamad.
   */
  enamad: z
    .string({ error: 'کد اینماد نامعتبر است' })
    .transform(enamadLink)
    .refine(
      (link) => link === '' || ENAMAD_LINK.test(link),
      'کد اینماد نامعتبر است؛ کدی را که سایت اینماد می‌دهد (با id و Code) کامل بچسبانید',
    ),
  /** How many days a pro-forma's prices hold; after that its page says they may have changed. */
  proFormaValidDays: count('اعتبار پیش‌فاکتور باید بین ۱ تا ۳۰ روز باشد', 30).min(
    1,
    'اعتبار پیش‌فاکتور باید بین ۱ تا ۳۰ روز باشد',
  ),
  /** SMS codes the whole shop sends per hour at most, so a botnet cannot spend the owner's SMS credit. */
  smsPerHour: count('سقف پیامک در ساعت باید عددی صحیح بین ۱ تا ۱۰۰۰۰ باشد', 10_000).min(
    1,
    'سقف پیامک در ساعت باید عددی صحیح بین ۱ تا ۱۰۰۰۰ باشد',
  ),
  socialLinks: z
    .array(
      z.object({
        name: requiredText('نام شبکه اجتماعی الزامی است', 40),
        url: z.url({ protocol: /^https?$/, error: 'نشانی شبکه اجتماعی باید با http یا https شروع شود' }),
      }),
      { error: 'فهرست شبکه‌های اجتماعی نامعتبر است' },
    )
    .max(10, 'حداکثر ۱۰ شبکه اجتماعی مجاز است'),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const settingsEndpoints = defineEndpoints(apiRoutes.settings, {
  /** `isDefault`: nothing was saved yet. */
  get: {
    response: z.object({ settings: shopSettingsSchema, isDefault: z.boolean() }),
  },
  update: {
    body: shopSettingsSchema,
    response: z.object({ settings: shopSettingsSchema, message: z.string() }),
  },
});

const SWITCH_PROBLEM = 'وضعیت فید باید روشن یا خاموش باشد';
const feedSwitch = z.boolean({ error: SWITCH_PROBLEM });

/**
 * Which feeds for price-comparison sites and search engines are on: Torob's Product API, the XML product
 * feed (Google Merchant Center and others) and Torob's product webhook. A feed switched off answers 404.
 */
export const feedSettingsSchema = z.object({
  torobApi: feedSwitch,
  productsXml: feedSwitch,
  torobWebhook: feedSwitch,
});
export type FeedSettings = z.infer<typeof feedSettingsSchema>;

/** The switches, and what to give each site: absolute addresses under the shop's PUBLIC_URL. */
export const feedSettingsAnswerSchema = z.object({
  feeds: feedSettingsSchema,
  addresses: z.object({ torobApi: z.url(), productsXml: z.url() }),
  /** Whether TOROB_WEBHOOK_TOKEN is set (without it nothing is sent), and where the webhook sends. */
  webhook: z.object({ configured: z.boolean(), url: z.url() }),
});
export type FeedSettingsAnswer = z.infer<typeof feedSettingsAnswerSchema>;

export const feedSettingsEndpoints = defineEndpoints(apiRoutes.feedSettings, {
  get: { response: feedSettingsAnswerSchema },
  update: {
    body: feedSettingsSchema,
    response: feedSettingsAnswerSchema.extend({ message: z.string() }),
  },
});
