/** Product questions («پرسش و پاسخ»): rules both the form and the API know. */

/** Waiting for the owner; published (answered, or approved to show without an answer); rejected. */
export const QUESTION_STATUSES = ['waiting', 'published', 'rejected'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  waiting: 'در انتظار پاسخ',
  published: 'منتشر شده',
  rejected: 'رد شده',
};

/** A question's length in characters once tidied (spaces folded, invisible marks left out). */
export const QUESTION_MIN_LENGTH = 10;
export const QUESTION_MAX_LENGTH = 500;
export const ANSWER_MAX_LENGTH = 2000;

/** Published questions a product page shows at a time (and the first page the server draws). */
export const QUESTIONS_PAGE_SIZE = 10;
/** Questions the owner's desk shows at a time. */
export const QUESTIONS_DESK_PAGE_SIZE = 20;

/** What a shopper sees once he has asked: nothing shows before the owner answers or approves it. */
export const QUESTION_SENT_NOTICE = 'پرسش شما ثبت شد و پس از پاسخ فروشنده نمایش داده می‌شود';

// Control characters (a line break and a tab kept), direction overrides and zero-width marks other than
// the zero-width non-joiner, which Persian spelling uses («می‌شود»).
const UNSEEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B\u200D-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * A shopper's or the owner's text as it is kept: Arabic ي and ك as Persian ی and ک, no control or
 * direction characters, spaces folded within a line, at most one empty line between paragraphs, trimmed.
 * Kept as plain text and always shown as text, never as HTML.
 */
export function tidyQuestionText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(UNSEEN, '')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .split('\n')
    .map((line) => line.replace(/[\s\u00A0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
