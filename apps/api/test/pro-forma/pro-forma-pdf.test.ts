import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { proFormaSchema, type ProForma, type ProFormaLine } from '@shop/contracts';
import { formatNumber } from '@shop/persian';
import { proFormaPdf } from '../../src/modules/pro-forma/pro-forma-pdf';

/**
 * The pro-forma's PDF (issue 32 §5), read back the way a shopper's viewer or a search would: its text
 * with poppler's pdftotext, its first page drawn with pdftoppm (left in the system's temp folder, at
 * `pro-forma-pdf/first-page-1.png`, to look at), its glyphs through the fonts' ToUnicode maps.
 */

const work = mkdtempSync(path.join(os.tmpdir(), 'pro-forma-pdf-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** poppler-utils (pdftotext, pdfinfo, pdftoppm) read the PDF as a viewer would. */
function poppler(tool: string, args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: apt-get install -y poppler-utils`);
    }
    throw error;
  }
}

let files = 0;
function saved(pdf: Buffer): string {
  const file = path.join(work, `pro-forma-${++files}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

/** pdftotext -layout's pages: lines as they stand on the page. */
function pagesOfText(pdf: Buffer): string[] {
  return poppler('pdftotext', ['-layout', '-enc', 'UTF-8', saved(pdf), '-'])
    .split('\f')
    .slice(0, -1);
}

const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const LEFT_TO_RIGHT = 'A-Za-z0-9۰-۹٫٬';
const PUNCTUATION = ':،,.؛';

/**
 * Text compared as a reader sees it: pdftotext marks the left-to-right runs it finds and moves a space
 * over the edge of a number, a Latin code or a colon; so spaces beside those are dropped (on both sides of
 * the comparison), and others are counted once. Letters, their order and the spaces between words stay.
 */
function normalized(text: string): string {
  return text
    .replace(BIDI_MARKS, '')
    .replace(new RegExp(`\\s+(?=[${LEFT_TO_RIGHT}${PUNCTUATION}])`, 'g'), '')
    .replace(new RegExp(`(?<=[${LEFT_TO_RIGHT}${PUNCTUATION}])\\s+`, 'g'), '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A line's cells (apart by two spaces or more) in the order a Persian reader reads them: right to left.
 * Split before the marks go: pdftotext's space beside a mark is no gap between cells.
 */
function rowsOf(pageText: string): string[][] {
  return pageText
    .split('\n')
    .map((line) =>
      line
        .split(/\s{2,}/)
        .map(normalized)
        .filter(Boolean)
        .reverse(),
    )
    .filter((cells) => cells.length > 0);
}

const rowsOfPdf = (pdf: Buffer) => pagesOfText(pdf).map(rowsOf);
const hasRow = (rows: string[][], cells: string[]) =>
  rows.some((row) => row.join(' | ').includes(cells.map(normalized).join(' | ')));

/** Every glyph each embedded font draws, and the text it stands for (its ToUnicode map). */
function glyphTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!content.includes('beginbfrange')) continue;
    for (const hex of content.matchAll(/<([0-9a-f]{4}(?: [0-9a-f]{4})*)>/gi)) {
      texts.push(String.fromCharCode(...hex[1]!.split(' ').map((unit) => parseInt(unit, 16))));
    }
  }
  return texts;
}

const SHOP = {
  name: 'فروشگاه برق لاله‌زار',
  phone: '021-33912345',
  address: 'تهران، خیابان لاله‌زار، پاساژ برق، طبقه‌ی دوم، پلاک ۱۲',
};

let lineCount = 0;
function line(overrides: Partial<ProFormaLine> = {}): ProFormaLine {
  lineCount++;
  const quantity = overrides.quantity ?? 2;
  const unitPrice = overrides.unitPrice ?? 126_000;
  return {
    productId: `product-${lineCount}`,
    variantId: `variant-${lineCount}`,
    title: 'کابل افشان ۲٫۵',
    variantLabel: null,
    unit: 'piece',
    unitSize: null,
    minQuantity: 1,
    quantityStep: 1,
    quantity,
    unitPrice,
    lineTotal: quantity * unitPrice,
    ...overrides,
  };
}

function proForma(lines: ProFormaLine[]): ProForma {
  return proFormaSchema.parse({
    number: '1405-00123',
    token: 'A1b2C3d4E5f6G7h8I9j0K1l2',
    createdAt: '2026-04-30T10:00:00.000Z',
    validUntil: '2026-05-03T10:00:00.000Z',
    lines,
    total: lines.reduce((sum, each) => sum + each.lineTotal, 0),
    shop: SHOP,
  });
}

const TABLE_HEADER = ['ردیف', 'شرح کالا', 'تعداد', 'قیمت واحد (تومان)', 'مبلغ (تومان)'];

describe('the pro-forma PDF', () => {
  const cable = line({
    title: 'کابل افشان ۲٫۵',
    variantLabel: 'سطح مقطع: ۲٫۵، رنگ: مشکی',
    unit: 'roll',
    unitSize: 100,
    quantity: 2,
    unitPrice: 1_250_000,
  });
  const breaker = line({
    title: 'کلید مینیاتوری اشنایدر iC60N تک‌پل ۱۶ آمپر',
    quantity: 4,
    unitPrice: 385_000,
  });
  const lamp = line({
    title: 'لامپ ال‌ای‌دی ۱۲ وات (آفتابی)',
    unit: 'metre',
    quantity: 15,
    unitPrice: 9_500,
  });
  const small = proForma([cable, breaker, lamp]);
  let pdf: Buffer;

  beforeAll(async () => {
    pdf = await proFormaPdf(small);
  });

  test('when a pro-forma is drawn, then it is a one-page A4 PDF', () => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const info = poppler('pdfinfo', [saved(pdf)]);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
  });

  test('when its text is read back, then the heading reads in Persian order with Persian digits and Solar Hijri dates', () => {
    const [rows] = rowsOfPdf(pdf);
    expect(hasRow(rows!, [SHOP.name, 'پیش‌فاکتور'])).toBe(true);
    expect(hasRow(rows!, ['شماره:', '۱۴۰۵-۰۰۱۲۳'])).toBe(true);
    // 2026-04-30 and 2026-05-03 in Tehran.
    expect(hasRow(rows!, ['تاریخ:', '۱۰ اردیبهشت ۱۴۰۵'])).toBe(true);
    expect(hasRow(rows!, ['معتبر تا:', '۱۳ اردیبهشت ۱۴۰۵'])).toBe(true);
  });

  test('when its text is read back, then the table reads right to left: row, description, quantity and unit, prices', () => {
    const [rows] = rowsOfPdf(pdf);
    expect(hasRow(rows!, TABLE_HEADER)).toBe(true);
    expect(hasRow(rows!, ['کابل افشان ۲٫۵'])).toBe(true);
    // Punctuation beside a number is where pdftotext's own bidi puts it: the words are compared.
    const words = (text: string) => normalized(text.replace(/[:،]/g, ' '));
    const label = rows!.find((row) => row.some((cell) => cell.startsWith('سطح مقطع')));
    expect(label?.map(words)).toContain(words('سطح مقطع: ۲٫۵، رنگ: مشکی'));
    expect(hasRow(rows!, ['۱', '۲ حلقه‌ی ۱۰۰ متری', '۱٬۲۵۰٬۰۰۰', '۲٬۵۰۰٬۰۰۰'])).toBe(true);
    expect(
      hasRow(rows!, ['۲', 'کلید مینیاتوری اشنایدر iC60N تک‌پل ۱۶ آمپر', '۴ عدد', '۳۸۵٬۰۰۰', '۱٬۵۴۰٬۰۰۰']),
    ).toBe(true);
    expect(hasRow(rows!, ['۳', 'لامپ ال‌ای‌دی ۱۲ وات (آفتابی)', '۱۵ متر', '۹٬۵۰۰', '۱۴۲٬۵۰۰'])).toBe(true);
    expect(hasRow(rows!, ['جمع کل', formatNumber(small.total)])).toBe(true);
    expect(formatNumber(small.total)).toBe('۴٬۱۸۲٬۵۰۰');
  });

  test("when its text is read back, then the shop's address and phone are at the foot of the page", () => {
    const [rows] = rowsOfPdf(pdf);
    const [address, phone] = rows!.slice(-2);
    expect(address).toContain(normalized(`نشانی: ${SHOP.address}`));
    expect(phone?.join(' ')).toContain('تلفن');
    expect(phone?.join(' ')).toContain('۰۲۱-۳۳۹۱۲۳۴۵');
  });

  test('when its glyphs are listed, then Persian letters are shaped: joined forms and the «لا» ligature', () => {
    const texts = glyphTexts(pdf);
    // «ی» begins, joins inside and ends words («پیش», «مینیاتوری»): shaped text draws it in more than one form.
    expect(texts.filter((text) => text === 'ی').length).toBeGreaterThan(1);
    expect(texts.filter((text) => text === 'ب').length).toBeGreaterThan(1);
    // «لا» of «لاله‌زار» and «کالا» is one glyph, its letters as they stand on the page.
    expect(texts).toContain('ال');
  });

  test('when it is drawn on screen, then poppler renders its first page', () => {
    const folder = path.join(os.tmpdir(), 'pro-forma-pdf');
    mkdirSync(folder, { recursive: true });
    poppler('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      saved(pdf),
      path.join(folder, 'first-page'),
    ]);
    const png = readFileSync(path.join(folder, 'first-page-1.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  test('when the same pro-forma is drawn again, then the bytes are the same (no clock inside)', async () => {
    expect((await proFormaPdf(small)).equals(pdf)).toBe(true);
  });

  test('when a list has 60 lines, then it spans pages, each with the table header, and ends with the last line and the total', async () => {
    const lines = Array.from({ length: 60 }, (_, index) =>
      line({
        title: `کلید مینیاتوری iC60N شماره‌ی ${formatNumber(index + 1)}`,
        variantLabel: index % 2 ? 'جریان: ۱۶ آمپر، قطب: تک‌پل' : null,
        quantity: index + 1,
        unitPrice: 100_000 + index * 1_000,
      }),
    );
    const long = proForma(lines);
    const longPdf = await proFormaPdf(long);
    const pages = rowsOfPdf(longPdf);
    expect(pages.length).toBeGreaterThan(1);
    for (const rows of pages) expect(hasRow(rows, TABLE_HEADER)).toBe(true);
    const all = pages.flat();
    for (let index = 0; index < 60; index++) {
      expect(all.filter((row) => row[0] === formatNumber(index + 1) && row.length > 1)).toHaveLength(1);
    }
    const last = pages[pages.length - 1]!;
    expect(hasRow(last, ['کلید مینیاتوری iC60N شماره‌ی ۶۰'])).toBe(true);
    expect(hasRow(last, ['۶۰', '۶۰ عدد', formatNumber(159_000), formatNumber(60 * 159_000)])).toBe(true);
    expect(hasRow(last, ['جمع کل', formatNumber(long.total)])).toBe(true);
    // The fonts are subsets: either whole weight of Vazirmatn alone is over 120 KB.
    expect(longPdf.length).toBeLessThan(100_000);
  });
});
