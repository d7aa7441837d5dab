import { readFileSync } from 'node:fs';
import { saleUnitLabel, type ProForma, type ProFormaLine } from '@shop/contracts';
import { formatNumber, toPersianDigits } from '@shop/persian';
import type * as Fontkit from 'fontkit';
import type { Font } from 'fontkit';
import type PDFKitDocument from 'pdfkit';
import { leftToRight } from '@shop/persian';
import { loadOnFirstUse } from '../../load-on-first-use';
import { directionalFont, visualRuns, type DirectionalRun } from './rtl-text';

/**
 * The pro-forma as an A4 PDF, drawn in the shop's font (Vazirmatn, subset into the file) from right to
 * left: the shop and the pro-forma's number and dates at the top, a table of lines whose header repeats
 * on every page, the total after the last line, and the shop's phone and address at the foot of each
 * page. Everything comes from the pro-forma itself (no clock), so the same pro-forma gives the same bytes.
 */
export async function proFormaPdf(proForma: ProForma): Promise<Buffer> {
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    lang: 'fa-IR',
    info: {
      Title: `پیش‌فاکتور ${toPersianDigits(proForma.number)}`,
      Author: proForma.shop.name,
      Producer: proForma.shop.name,
      Creator: proForma.shop.name,
      CreationDate: new Date(proForma.createdAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, font] of Object.entries(vazirmatn())) {
    // pdfkit takes any object with fontkit's API as a font (its types list only files and buffers).
    doc.registerFont(name, font as unknown as Buffer);
  }

  const pen = new Pen(doc);
  const footer = footerLines(pen, proForma);
  const rows = proForma.lines.map((line, index) => tableRow(pen, line, index));
  const pages = paginate(rows, footer.top);
  pages.forEach((pageRows, pageIndex) => {
    doc.addPage();
    let y = pageIndex === 0 ? drawHeading(pen, proForma) : drawContinuedHeading(pen, proForma);
    y = drawTableHeader(pen, y);
    for (const row of pageRows) y = drawRow(pen, row, y);
    if (pageIndex === pages.length - 1) drawTotal(pen, proForma.total, y);
    drawFooter(pen, footer, pageIndex, pages.length);
  });
  doc.end();
  return ended;
}

const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const RIGHT = PAGE_WIDTH - MARGIN;
const LEFT = MARGIN;
const INK = '#1d2433';
const MUTED = '#5b6475';
const RULE = '#c9ced8';
const HEADER_FILL = '#eceff4';
const CELL_PADDING = 6;

/** The table's columns from right to left, as a Persian reader meets them. */
const COLUMNS = [
  { title: 'ردیف', width: 30 },
  { title: 'شرح کالا', width: 0 },
  { title: 'تعداد', width: 92 },
  { title: 'قیمت واحد (تومان)', width: 88 },
  { title: 'مبلغ (تومان)', width: 96 },
] as const;
const FIXED_WIDTH = COLUMNS.reduce((sum, column) => sum + column.width, 0);
/** Each column's right edge and width; the description takes what the others leave. */
const CELLS = COLUMNS.reduce<{ right: number; width: number }[]>((cells, column) => {
  const right = cells.length ? cells[cells.length - 1]!.right - cells[cells.length - 1]!.width : RIGHT;
  cells.push({ right, width: column.width || RIGHT - LEFT - FIXED_WIDTH });
  return cells;
}, []);

const solarDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // The shop's calendar day, wherever the server runs.
  timeZone: 'Asia/Tehran',
});

const pdfkit = loadOnFirstUse<typeof PDFKitDocument>('pdfkit');
const fontkit = loadOnFirstUse<typeof Fontkit>('fontkit');

type FontName = `${'regular' | 'bold'}-${'rtl' | 'ltr'}`;
let loadedFonts: Record<FontName, Font> | undefined;

/**
 * The shop's font, read once: the full Vazirmatn (its Latin letters draw codes such as «iC60N»), each
 * weight once for right-to-left runs and once for left-to-right ones.
 */
function vazirmatn(): Record<FontName, Font> {
  if (!loadedFonts) {
    const open = (file: string) => fontkit().create(readFileSync(require.resolve(file))) as Font;
    const regular = open('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf');
    const bold = open('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf');
    loadedFonts = {
      'regular-rtl': directionalFont(regular, 'rtl'),
      'regular-ltr': directionalFont(regular, 'ltr'),
      'bold-rtl': directionalFont(bold, 'rtl'),
      'bold-ltr': directionalFont(bold, 'ltr'),
    };
  }
  return loadedFonts;
}

interface TextStyle {
  bold?: boolean;
  size: number;
  color?: string;
}

/** Draws lines of right-to-left text in the shop's font, a run of one direction at a time. */
class Pen {
  private readonly runs = new Map<string, DirectionalRun[]>();
  // Widths of runs in each font and size: a cell is measured to wrap it, then to align it.
  private readonly widths = new Map<string, number>();

  constructor(readonly doc: PDFKit.PDFDocument) {}

  private lineRuns(line: string): DirectionalRun[] {
    let runs = this.runs.get(line);
    if (!runs) {
      runs = visualRuns(line);
      this.runs.set(line, runs);
    }
    return runs;
  }

  // `features` has pdfkit lay out the run whole (else it shapes word by word).
  private runWidth(run: DirectionalRun, style: TextStyle): number {
    const key = `${style.bold ? 'bold' : 'regular'} ${style.size} ${run.rtl ? 'rtl' : 'ltr'} ${run.text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      this.use(run, style);
      width = this.doc.widthOfString(run.text, { features: [] });
      this.widths.set(key, width);
    }
    return width;
  }

  private use(run: DirectionalRun, { bold, size }: TextStyle): void {
    const name: FontName = `${bold ? 'bold' : 'regular'}-${run.rtl ? 'rtl' : 'ltr'}`;
    this.doc.font(name).fontSize(size);
  }

  width(line: string, style: TextStyle): number {
    return this.lineRuns(line).reduce((sum, run) => sum + this.runWidth(run, style), 0);
  }

  lineHeight({ bold, size }: TextStyle): number {
    this.doc.font(bold ? 'bold-rtl' : 'regular-rtl').fontSize(size);
    return this.doc.currentLineHeight();
  }

  /** Draws `line` with its top at `y`, ending at `right` (or starting at `left`). */
  text(line: string, y: number, style: TextStyle, at: { right: number } | { left: number }) {
    const width = this.width(line, style);
    let x = 'right' in at ? at.right - width : at.left;
    this.doc.fillColor(style.color ?? INK);
    for (const run of this.lineRuns(line)) {
      this.use(run, style);
      this.doc.text(run.text, x, y, { lineBreak: false, features: [] });
      x += this.runWidth(run, style);
    }
  }

  /** The words of `text` in lines at most `width` wide (a longer word gets a line of its own). */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const last = lines[lines.length - 1];
      if (last !== undefined && this.width(`${last} ${word}`, style) <= width)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  }
}

const BODY: TextStyle = { size: 10 };
const DETAIL: TextStyle = { size: 8.5, color: MUTED };
const TABLE_HEADER: TextStyle = { size: 9, bold: true };

interface TableRow {
  cells: { lines: { text: string; style: TextStyle }[] }[];
  height: number;
}

function tableRow(pen: Pen, line: ProFormaLine, index: number): TableRow {
  const describe = CELLS[1]!.width - 2 * CELL_PADDING;
  const description = [
    ...pen.wrap(line.title, describe, BODY).map((text) => ({ text, style: BODY })),
    ...(line.variantLabel ? pen.wrap(line.variantLabel, describe, DETAIL) : []).map((text) => ({
      text,
      style: DETAIL,
    })),
  ];
  const quantity = pen
    .wrap(`${formatNumber(line.quantity)} ${saleUnitLabel(line)}`, CELLS[2]!.width - 2 * CELL_PADDING, BODY)
    .map((text) => ({ text, style: BODY }));
  const cells = [
    [{ text: formatNumber(index + 1), style: BODY }],
    description,
    quantity,
    [{ text: formatNumber(line.unitPrice), style: BODY }],
    [{ text: formatNumber(line.lineTotal), style: BODY }],
  ].map((lines) => ({ lines }));
  const height = Math.max(...cells.map((cell) => blockHeight(pen, cell.lines))) + 2 * CELL_PADDING;
  return { cells, height };
}

function blockHeight(pen: Pen, lines: { style: TextStyle }[]): number {
  return lines.reduce((sum, line) => sum + pen.lineHeight(line.style), 0);
}

const HEADING_HEIGHT = 112;
const CONTINUED_HEADING_HEIGHT = 40;
const TABLE_HEADER_HEIGHT = 26;
const TOTAL_HEIGHT = 30;

/** The rows of each page: as many as fit, the last page keeping room for the total. */
function paginate(rows: TableRow[], footerTop: number): TableRow[][] {
  const pages: TableRow[][] = [[]];
  let y = MARGIN + HEADING_HEIGHT + TABLE_HEADER_HEIGHT;
  rows.forEach((row, index) => {
    const needed = row.height + (index === rows.length - 1 ? TOTAL_HEIGHT : 0);
    if (y + needed > footerTop - 8 && pages[pages.length - 1]!.length > 0) {
      pages.push([]);
      y = MARGIN + CONTINUED_HEADING_HEIGHT + TABLE_HEADER_HEIGHT;
    }
    pages[pages.length - 1]!.push(row);
    y += row.height;
  });
  return pages;
}

/** The shop on the right; «پیش‌فاکتور», its number and its dates on the left. Returns where the table starts. */
function drawHeading(pen: Pen, proForma: ProForma): number {
  const top = MARGIN;
  pen.text(proForma.shop.name, top, { size: 16, bold: true }, { right: RIGHT });
  pen.text('پیش‌فاکتور', top - 2, { size: 20, bold: true }, { left: LEFT });
  const facts = [
    ['شماره:', leftToRight(toPersianDigits(proForma.number))],
    ['تاریخ:', solarDate.format(new Date(proForma.createdAt))],
    ['معتبر تا:', solarDate.format(new Date(proForma.validUntil))],
  ] as const;
  const labelsRight = LEFT + 170;
  facts.forEach(([label, value], index) => {
    const y = top + 34 + index * 18;
    pen.text(label, y, { size: 10, color: MUTED }, { right: labelsRight });
    pen.text(value, y, { size: 10, bold: true }, { right: labelsRight - 52 });
  });
  const ruleY = top + HEADING_HEIGHT - 12;
  pen.doc.moveTo(LEFT, ruleY).lineTo(RIGHT, ruleY).lineWidth(1).strokeColor(INK).stroke();
  return top + HEADING_HEIGHT;
}

function drawContinuedHeading(pen: Pen, proForma: ProForma): number {
  const top = MARGIN;
  pen.text(proForma.shop.name, top, { size: 11, bold: true }, { right: RIGHT });
  pen.text(
    `پیش‌فاکتور ${leftToRight(toPersianDigits(proForma.number))} (ادامه)`,
    top,
    { size: 11, bold: true },
    { left: LEFT },
  );
  const ruleY = top + CONTINUED_HEADING_HEIGHT - 12;
  pen.doc.moveTo(LEFT, ruleY).lineTo(RIGHT, ruleY).lineWidth(0.75).strokeColor(INK).stroke();
  return top + CONTINUED_HEADING_HEIGHT;
}

function drawTableHeader(pen: Pen, top: number): number {
  pen.doc.rect(LEFT, top, RIGHT - LEFT, TABLE_HEADER_HEIGHT).fill(HEADER_FILL);
  const textTop = top + (TABLE_HEADER_HEIGHT - pen.lineHeight(TABLE_HEADER)) / 2;
  COLUMNS.forEach((column, index) => {
    const cell = CELLS[index]!;
    pen.text(column.title, textTop, TABLE_HEADER, { right: cell.right - CELL_PADDING });
  });
  pen.doc
    .moveTo(LEFT, top + TABLE_HEADER_HEIGHT)
    .lineTo(RIGHT, top + TABLE_HEADER_HEIGHT)
    .lineWidth(0.75);
  pen.doc.strokeColor(INK).stroke();
  return top + TABLE_HEADER_HEIGHT;
}

function drawRow(pen: Pen, row: TableRow, top: number): number {
  row.cells.forEach((cell, index) => {
    const { right } = CELLS[index]!;
    let y = top + (row.height - blockHeight(pen, cell.lines)) / 2;
    for (const line of cell.lines) {
      pen.text(line.text, y, line.style, { right: right - CELL_PADDING });
      y += pen.lineHeight(line.style);
    }
  });
  const bottom = top + row.height;
  pen.doc.moveTo(LEFT, bottom).lineTo(RIGHT, bottom).lineWidth(0.5).strokeColor(RULE).stroke();
  return bottom;
}

function drawTotal(pen: Pen, total: number, top: number): void {
  pen.doc.rect(LEFT, top, CELLS[3]!.right - LEFT, TOTAL_HEIGHT).fill(HEADER_FILL);
  const style: TextStyle = { size: 11, bold: true };
  const textTop = top + (TOTAL_HEIGHT - pen.lineHeight(style)) / 2;
  pen.text('جمع کل', textTop, style, { right: CELLS[3]!.right - CELL_PADDING });
  pen.text(formatNumber(total), textTop, style, { right: CELLS[4]!.right - CELL_PADDING });
  pen.doc
    .moveTo(LEFT, top + TOTAL_HEIGHT)
    .lineTo(RIGHT, top + TOTAL_HEIGHT)
    .lineWidth(0.75);
  pen.doc.strokeColor(INK).stroke();
}

const FOOTER: TextStyle = { size: 8.5, color: MUTED };
/** Room left for the page number beside the address. */
const PAGE_NUMBER_WIDTH = 80;

interface Footer {
  top: number;
  lines: string[];
}

/** The shop's address (up to 300 characters: a few lines) and phone, as high as they need. */
function footerLines(pen: Pen, proForma: ProForma): Footer {
  const lines = [
    ...pen.wrap(`نشانی: ${proForma.shop.address}`, RIGHT - LEFT - PAGE_NUMBER_WIDTH, FOOTER),
    `تلفن: ${leftToRight(toPersianDigits(proForma.shop.phone))}`,
  ];
  const top = PAGE_HEIGHT - MARGIN * 0.75 - lines.length * pen.lineHeight(FOOTER) - 6;
  return { top, lines };
}

/** The shop's address and phone on every page, and which page this is. */
function drawFooter(pen: Pen, footer: Footer, pageIndex: number, pageCount: number): void {
  pen.doc.moveTo(LEFT, footer.top).lineTo(RIGHT, footer.top).lineWidth(0.5).strokeColor(RULE).stroke();
  let y = footer.top + 6;
  const page = `صفحه‌ی ${formatNumber(pageIndex + 1)} از ${formatNumber(pageCount)}`;
  pen.text(page, y, FOOTER, { left: LEFT });
  for (const line of footer.lines) {
    pen.text(line, y, FOOTER, { right: RIGHT });
    y += pen.lineHeight(FOOTER);
  }
}
