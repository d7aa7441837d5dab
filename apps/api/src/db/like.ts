/** A LIKE pattern for `%text%`, with LIKE's own wildcards in the text taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
