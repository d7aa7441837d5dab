// Zero-width and direction marks: a text of only these (or spaces) shows nothing.
const INVISIBLE = /[\s\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** Whether a text shows anything at all once spaces and invisible marks are left out. */
export const hasVisibleText = (text: string) => text.replace(INVISIBLE, '') !== '';
