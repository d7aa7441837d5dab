import {
  TRADE_APPLICATION_STATUS_LABELS,
  type PriceRuleScope,
  type TradeApplicationStatus,
} from '@shop/contracts';

const TARGET_NAMES: Record<PriceRuleScope, string> = {
  variant: 'کالای انتخاب‌شده',
  category: 'دسته‌بندی انتخاب‌شده',
  brand: 'برند انتخاب‌شده',
};

/** What the trade desk says, in Persian. */
export const TRADE_MESSAGES = {
  groupTaken: (name: string) => `گروهی به نام «${name}» هست`,
  groupNotFound: 'گروه مشتری یافت نشد',
  groupMissing: 'گروه انتخاب‌شده وجود ندارد',
  pendingApplication: 'درخواست قبلی شما در حال بررسی است',
  alreadyInGroup: (group: string) => `حساب شما هم‌اکنون در گروه «${group}» است`,
  applicationNotFound: 'درخواست یافت نشد',
  alreadyDecided: (status: TradeApplicationStatus) =>
    `این درخواست پیش‌تر بررسی شده است (${TRADE_APPLICATION_STATUS_LABELS[status]})؛ صفحه را دوباره باز کنید`,
  userNotFound: 'کاربر یافت نشد',
  targetMissing: (scope: PriceRuleScope) => `${TARGET_NAMES[scope]} وجود ندارد`,
  ruleNotFound: 'قاعده قیمت یافت نشد',
  tierNotFound: 'پله قیمت یافت نشد',
  /** A rule or tier whose category, brand or variant was deleted since: it applies to nothing. */
  targetGone: 'مورد حذف‌شده',
};

/** The shopper's SMS texts (the Kavenegar templates say the same around the tokens). */
export const TRADE_SMS_TEXTS = {
  approved: (shop: string, group: string) =>
    `${shop}: حساب ${group} شما تایید شد؛ از این پس قیمت ${group} را می‌بینید.`,
  refused: (shop: string, reason: string) => `${shop}: درخواست حساب همکار شما پذیرفته نشد: ${reason}`,
};
