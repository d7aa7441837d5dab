/** The shop's calendar day turns in Tehran: a pro-forma made on Nowruz night belongs to the new year. */
const SOLAR_YEAR = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  year: 'numeric',
  timeZone: 'Asia/Tehran',
});

/** The Solar Hijri year of `at` in Tehran: 1405 from Nowruz 2026 (2026-03-21, Tehran time). */
export function solarYear(at: Date): number {
  const year = SOLAR_YEAR.formatToParts(at).find((part) => part.type === 'year')?.value;
  const parsed = Number(year);
  if (!Number.isInteger(parsed)) throw new Error(`no Solar Hijri year for ${at.toISOString()}`);
  return parsed;
}

/** A pro-forma's number as stored and answered, in Latin digits: `1405-00123` (shown «۱۴۰۵-۰۰۱۲۳»). */
export const proFormaNumber = (year: number, seq: number) => `${year}-${String(seq).padStart(5, '0')}`;
