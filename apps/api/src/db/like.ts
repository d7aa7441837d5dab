/** LIKE patterns with LIKE's own wildcards taken literally: `%text%`, and `% word %` for whole words. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
export const wholeWordPattern = (word: string) => `% ${escapeLike(word)} %`;
