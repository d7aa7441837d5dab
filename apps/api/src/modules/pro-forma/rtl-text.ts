import bidiFactory from 'bidi-js';
import type { Font, GlyphPosition, GlyphRun } from 'fontkit';

/**
 * Persian text for a PDF: PDF draws glyphs left to right exactly as given, so a line is put in visual
 * order here. The Unicode bidi algorithm (bidi-js) splits it into runs of one direction and orders them
 * for a right-to-left paragraph (numbers and Latin codes such as «iC60N» stay left to right inside it);
 * fontkit shapes each run with the font's OpenType tables (Arabic joining forms, «لا» and other
 * ligatures, mark positions) and hands a right-to-left run back in visual order.
 *
 * Readers of a PDF (copying, search, pdftotext) get the text back by reversing the glyphs of a
 * right-to-left run, so each glyph there stands for its letters as they lie on the page: «لا» for «ال»,
 * and a bracket drawn mirrored for the one written. A font embedded for right-to-left runs and another
 * for left-to-right ones keep both meanings of a bracket's glyph apart.
 */

const bidi = bidiFactory();

const ZWNJ = 0x200c;
const SPACE = 0x20;
/** Invisible characters with no part left once the runs are ordered (bidi controls, ZWJ, soft hyphen). */
const FORMAT_CHARACTERS = /[\u00ad\u200b\u200d-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

export interface DirectionalRun {
  /** In logical order, without invisible format characters. */
  text: string;
  rtl: boolean;
}

/** One line of a right-to-left paragraph as runs of one direction, left to right on the page. */
export function visualRuns(line: string): DirectionalRun[] {
  const { levels } = bidi.getEmbeddingLevels(line, 'rtl');
  const runs: { text: string; level: number }[] = [];
  // By UTF-16 code unit, as bidi-js counts (the two halves of a surrogate pair share a level).
  line.split('').forEach((char, index) => {
    const level = levels[index] ?? 1;
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.text += char;
    else runs.push({ text: char, level });
  });
  // UAX #9 rule L2: from the highest level down to the lowest odd one, reverse every stretch of runs at
  // that level or higher.
  const runLevels = runs.map((run) => run.level);
  const lowestOdd = Math.min(...runLevels.map((level) => (level % 2 === 1 ? level : level + 1)));
  for (let level = Math.max(...runLevels); level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if ((runs[start]?.level ?? 0) < level) continue;
      let end = start;
      while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs
    .map(({ text, level }) => ({ text: text.replace(FORMAT_CHARACTERS, ''), rtl: level % 2 === 1 }))
    .filter((run) => run.text.length > 0);
}

/** What pdfkit reads of a glyph: which one, its width, and the text it stands for (copied text). */
interface PlacedGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

/** What pdfkit reads of a layout: glyphs, their positions, and the advance over them all. */
class ShapedRun {
  constructor(
    readonly glyphs: PlacedGlyph[],
    readonly positions: GlyphPosition[],
  ) {}

  // A getter, as fontkit's own: pdfkit scales the positions in place after layout.
  get advanceWidth(): number {
    return this.positions.reduce((sum, position) => sum + position.xAdvance, 0);
  }
}

const mirror = (char: string) => bidi.getMirroredCharacter(char) ?? char;

function shapeRun(font: Font, text: string, rtl: boolean): ShapedRun {
  const zwnj = font.glyphForCodePoint(ZWNJ);
  // In a right-to-left run «(» is drawn as «)» (and «» swap): Vazirmatn has no `rtlm` glyphs for it.
  const shaped = rtl
    ? font.layout(text.split('').map(mirror).join(''), [], 'arab', undefined, 'rtl')
    : font.layout(text, [], undefined, undefined, 'ltr');
  const glyphs = shaped.glyphs.map((glyph, index): PlacedGlyph => {
    // fontkit draws the one invisible character left, ZWNJ, as a zero-width space; the font's own empty
    // ZWNJ glyph keeps it in copied text («پیش‌فاکتور» whole, not «پیش فاکتور»).
    if (glyph.codePoints[0] === SPACE && shaped.positions[index]!.xAdvance === 0 && zwnj.id !== 0) {
      return { id: zwnj.id, advanceWidth: zwnj.advanceWidth, codePoints: [ZWNJ] };
    }
    const codePoints = rtl
      ? glyph.codePoints.map((codePoint) => mirror(String.fromCodePoint(codePoint)).codePointAt(0)!).reverse()
      : glyph.codePoints;
    return { id: glyph.id, advanceWidth: glyph.advanceWidth, codePoints };
  });
  const positions = shaped.positions.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({
    xAdvance,
    yAdvance,
    xOffset,
    yOffset,
  }));
  return new ShapedRun(glyphs, positions);
}

/** Runs laid out lately (headers, units and amounts recur, and each is measured before it is drawn). */
const CACHE_SIZE = 2000;

/**
 * The font as pdfkit should see it for runs of one direction (a run from `visualRuns`): the same font,
 * whose `layout` shapes the whole string as one run and answers it in visual order. pdfkit takes any
 * object with fontkit's API as a font, and lays out the whole string at once when it is drawn or
 * measured with `features` set.
 */
export function directionalFont(font: Font, direction: 'rtl' | 'ltr'): Font {
  const cache = new Map<string, ShapedRun>();
  const layout = (text: string): GlyphRun => {
    let shaped = cache.get(text);
    if (!shaped) {
      if (cache.size >= CACHE_SIZE) cache.clear();
      shaped = shapeRun(font, text, direction === 'rtl');
      cache.set(text, shaped);
    }
    // Fresh positions every time: pdfkit scales them in place.
    const positions = shaped.positions.map((position) => ({ ...position }));
    return new ShapedRun(shaped.glyphs, positions) as unknown as GlyphRun;
  };
  // pdfkit takes a font with the name of one it has as that one: the left-to-right one is named apart.
  const postscriptName = direction === 'rtl' ? font.postscriptName : `${font.postscriptName}-LTR`;
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      if (property === 'postscriptName') return postscriptName;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
