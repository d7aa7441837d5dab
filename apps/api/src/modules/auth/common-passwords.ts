import { dictionary } from '@zxcvbn-ts/language-common';

// The list is ordered by how often each password appears in leaks; the head is what attackers try first.
const MOST_COMMON_COUNT = 3000;

export const COMMON_PASSWORD_MESSAGE = 'این رمز عبور بسیار رایج است؛ رمز دیگری انتخاب کنید';

let mostCommon: Set<string> | undefined;

/** True for one of the ~3,000 most common leaked passwords, ignoring case and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  mostCommon ??= new Set(dictionary['passwords-common'].slice(0, MOST_COMMON_COUNT));
  return mostCommon.has(password.trim().toLowerCase());
}
