/** A word of normalized text and the words the shopper typed that it came from. */
export interface TypedWord {
  text: string;
  typed: string;
}

interface Unit {
  /** The one form stored text and queries are folded to. */
  canonical: string;
  /** Spellings read as this unit anywhere (already normalized: ZWNJ is a space, آ is ا). */
  spellings: string[];
  /** Abbreviations read as this unit only right after a number (`16 a`, `16a`), where they cannot mean anything else. */
  afterNumber: string[];
}

// Longer spellings first within a unit is not needed: every spelling is tried, the longest match wins.
const UNITS: Unit[] = [
  { canonical: 'میلیمتر', spellings: ['میلیمتر', 'میلی متر'], afterNumber: ['mm', 'میل'] },
  { canonical: 'سانتیمتر', spellings: ['سانتیمتر', 'سانتی متر'], afterNumber: ['cm', 'سانت'] },
  { canonical: 'متر', spellings: ['متر'], afterNumber: ['m'] },
  { canonical: 'امپر', spellings: ['امپر'], afterNumber: ['a', 'amp', 'amps', 'ampere'] },
  { canonical: 'میلیامپر', spellings: ['میلیامپر', 'میلی امپر'], afterNumber: ['ma'] },
  { canonical: 'امپرساعت', spellings: ['امپرساعت', 'امپر ساعت'], afterNumber: ['ah'] },
  {
    canonical: 'میلیامپرساعت',
    spellings: ['میلیامپرساعت', 'میلیامپر ساعت', 'میلی امپر ساعت', 'میلی امپرساعت'],
    afterNumber: ['mah'],
  },
  { canonical: 'وات', spellings: ['وات'], afterNumber: ['w', 'watt', 'watts'] },
  { canonical: 'کیلووات', spellings: ['کیلووات', 'کیلو وات'], afterNumber: ['kw'] },
  { canonical: 'ولت', spellings: ['ولت'], afterNumber: ['v', 'volt', 'volts'] },
  { canonical: 'ولتامپر', spellings: ['ولتامپر', 'ولت امپر'], afterNumber: ['va'] },
  { canonical: 'اینچ', spellings: ['اینچ'], afterNumber: ['inch', 'inches'] },
  { canonical: 'کیلوگرم', spellings: ['کیلوگرم', 'کیلو گرم'], afterNumber: ['kg'] },
];

const NUMBER = /^\d+(?:\.\d+)?$/;
export const isNumber = (word: string) => NUMBER.test(word);

/** Every spelling as its words, longest first, so «میلی امپر ساعت» wins over «میلی امپر». */
const SPELLINGS = UNITS.flatMap((unit) =>
  unit.spellings.map((spelling) => ({ words: spelling.split(' '), canonical: unit.canonical })),
).sort((a, b) => b.words.length - a.words.length);
const AFTER_NUMBER = new Map(
  UNITS.flatMap((unit) => [...unit.spellings, ...unit.afterNumber].map((word) => [word, unit.canonical])),
);
// A number glued to a unit: `16a`, `2.5mm`, `20000mah`, «۱۶آمپر», «۲میلیمتری».
const GLUED = new RegExp(
  `^(\\d+(?:\\.\\d+)?)(${[...AFTER_NUMBER.keys()]
    .filter((word) => !word.includes(' '))
    .sort((a, b) => b.length - a.length)
    .join('|')})(ی?)$`,
);

/** The canonical unit a word means right after a number, allowing the adjective ending (`متری`, `اینچی`). */
function unitAfterNumber(word: string): string | undefined {
  return AFTER_NUMBER.get(word) ?? (word.endsWith('ی') ? AFTER_NUMBER.get(word.slice(0, -1)) : undefined);
}

/**
 * Folds unit spellings to one form (میلی‌متر, میلیمتر and `mm` after a number all read «میلیمتر»; آمپر and
 * `A` read «امپر») and splits a number from a unit glued to it (`16A` = `16 A` = «۱۶ آمپر»). Applied to
 * normalized words, of stored text and of queries alike.
 */
export function foldUnits(words: TypedWord[]): TypedWord[] {
  const folded: TypedWord[] = [];
  const afterNumber = () => isNumber(folded[folded.length - 1]?.text ?? '');
  for (let i = 0; i < words.length;) {
    const word = words[i]!;
    const glued = GLUED.exec(word.text);
    if (glued) {
      folded.push(
        { text: glued[1]!, typed: word.typed },
        { text: AFTER_NUMBER.get(glued[2]!)!, typed: word.typed },
      );
      i += 1;
      continue;
    }
    const spelled = SPELLINGS.find((spelling) => matchesAt(words, i, spelling.words, afterNumber()));
    if (spelled) {
      const covered = words.slice(i, i + spelled.words.length);
      folded.push({ text: spelled.canonical, typed: joinTyped(covered) });
      i += spelled.words.length;
      continue;
    }
    const unit = afterNumber() ? unitAfterNumber(word.text) : undefined;
    folded.push(unit ? { text: unit, typed: word.typed } : word);
    i += 1;
  }
  return folded;
}

/** Whether the words at `start` spell the unit; after a number the last word may carry the adjective «ی». */
function matchesAt(words: TypedWord[], start: number, spelling: string[], afterNumber: boolean): boolean {
  return spelling.every((part, offset) => {
    const word = words[start + offset]?.text;
    const last = offset === spelling.length - 1;
    return word === part || (last && afterNumber && word === `${part}ی`);
  });
}

/** The typed words behind a run of normalized words, each once (one typed word may give several). */
export function joinTyped(words: TypedWord[]): string {
  return words
    .map((word) => word.typed)
    .filter((typed, index, all) => typed !== all[index - 1])
    .join(' ');
}
