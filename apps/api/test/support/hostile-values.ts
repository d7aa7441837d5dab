import fc from 'fast-check';

/** A message a shopper or an admin can read: it holds Persian letters. */
export const PERSIAN = /[\u0600-\u06FF]/;

/** What a careless or hostile client puts where a number, an id or a text goes. */
export const hostile = fc.oneof(
  fc.constantFrom('۲۵', '25', '-1', '0', '1e9', '', '   ', 'NaN', '\u0000', '<b>x</b>', null, true, [], {}),
  fc.string({ maxLength: 12 }),
  fc.double(),
  fc.integer({ min: -10, max: 2_000_000 }),
);
