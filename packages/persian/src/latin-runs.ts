/** A piece of a title: Persian text as written, or a run of Latin script (a brand, a model code). */
export interface TextRun {
  text: string;
  latin: boolean;
}

// Latin words (letters, digits, inner - + . / _) one space apart: «Sony», «WH-CH720N», «Flip 6», «12 62 180».
const LATIN_WORDS = /[A-Za-z0-9][A-Za-z0-9+\-./_]*(?: +[A-Za-z0-9][A-Za-z0-9+\-./_]*)*/g;
const LATIN_LETTER = /[A-Za-z]/;

/**
 * The runs of a mixed Persian and Latin title, in order. A run of Latin words counts as Latin only when
 * it holds a letter: a bare number in Persian text («کابل 2.5 متری») is part of the Persian text.
 */
export function latinRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  const addPersian = (piece: string) => {
    if (!piece) return;
    const last = runs[runs.length - 1];
    if (last && !last.latin) last.text += piece;
    else runs.push({ text: piece, latin: false });
  };
  let end = 0;
  for (const match of text.matchAll(LATIN_WORDS)) {
    addPersian(text.slice(end, match.index));
    if (LATIN_LETTER.test(match[0])) runs.push({ text: match[0], latin: true });
    else addPersian(match[0]);
    end = match.index + match[0].length;
  }
  addPersian(text.slice(end));
  return runs;
}
