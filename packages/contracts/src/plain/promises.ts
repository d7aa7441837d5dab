/** What the shop promises a shopper, as both sides check it: benefit cards, the eNamad seal, warranties. */

/** The owner's cards of «چرا ما را انتخاب کنید؟» at most (two more come from the settings). */
export const BENEFIT_CARDS_MAX = 4;

/** eNamad's seal: its page and its picture are served from here (the only outside host of the pages' images). */
export const ENAMAD_ORIGIN = 'https://trustseal.enamad.ir';

/**
 * The seal's page from what the owner pastes (the HTML the eNamad site gives, or the link in it): its
 * `id` and `Code` in the one form the pages use; what holds neither comes back as typed (and is refused).
 */
export function enamadLink(pasted: string): string {
  const id = /[?&]id=(\d{1,12})\b/i.exec(pasted)?.[1];
  const code = /[?&]code=([A-Za-z0-9]{4,64})\b/i.exec(pasted)?.[1];
  return id && code ? `${ENAMAD_ORIGIN}/?id=${id}&Code=${code}` : pasted.trim();
}

export const ENAMAD_LINK = /^https:\/\/trustseal\.enamad\.ir\/\?id=\d{1,12}&Code=[A-Za-z0-9]{4,64}$/;

/** Characters of a product's warranty at most: a duration and who honours it. */
export const PRODUCT_WARRANTY_MAX = 80;
