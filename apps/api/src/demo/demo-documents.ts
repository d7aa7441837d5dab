import type { DocumentKind } from '@shop/contracts';
import type * as PdfLib from 'pdf-lib';
import { loadOnFirstUse } from '../load-on-first-use';

export interface DemoDocument {
  kind: DocumentKind;
  /** As the product page lists it. */
  title: string;
  /** The PDF's own heading (the standard fonts write Latin letters only). */
  heading: string;
  pages: number;
}

/** The demo products that carry PDFs, by title, and what each PDF is. */
export const DEMO_DOCUMENTS: { product: string; documents: DemoDocument[] }[] = [
  {
    product: 'کلید مینیاتوری تک پل ۱۶ آمپر Schneider مدل iC60N',
    documents: [
      {
        kind: 'datasheet',
        title: 'دیتاشیت کلید مینیاتوری iC60N',
        heading: 'Acti9 iC60N miniature circuit breaker',
        pages: 4,
      },
      {
        kind: 'certificate',
        title: 'گواهی استاندارد IEC 60898-1',
        heading: 'IEC 60898-1 conformity certificate',
        pages: 1,
      },
    ],
  },
  {
    product: 'کلید محافظ جان دو پل ۴۰ آمپر Schneider مدل Acti9 iID',
    documents: [
      {
        kind: 'catalogue',
        title: 'کاتالوگ کلیدهای محافظ جان Acti9',
        heading: 'Acti9 iID residual current devices',
        pages: 6,
      },
    ],
  },
  // The families: a shopper choosing a cross-section, a current or a wattage finds the datasheet beside it.
  {
    product: 'سیم افشان ۱ در نمره‌های ۱٫۵ تا ۶ پارس شهاب (فروش متری)',
    documents: [
      {
        kind: 'datasheet',
        title: 'دیتاشیت سیم افشان نمره‌های ۱٫۵ تا ۶',
        heading: 'Flexible copper wire 1.5 to 6 mm2 datasheet',
        pages: 2,
      },
      {
        kind: 'certificate',
        title: 'گواهی استاندارد ملی ۳۰۸۴',
        heading: 'ISIRI 3084 (IEC 60227) conformity certificate',
        pages: 1,
      },
    ],
  },
  {
    product: 'کلید مینیاتوری تک پل ABB سری SH201 منحنی C',
    documents: [
      {
        kind: 'datasheet',
        title: 'دیتاشیت کلیدهای مینیاتوری SH201',
        heading: 'ABB SH201 C-curve miniature circuit breakers',
        pages: 3,
      },
    ],
  },
  {
    product: 'لامپ LED حبابی مازی نور پایه E27 در چهار توان و دو رنگ نور',
    documents: [
      {
        kind: 'datasheet',
        title: 'دیتاشیت لامپ‌های حبابی LED مازی نور',
        heading: 'Mazinoor E27 LED bulbs: power and colour temperature',
        pages: 2,
      },
    ],
  },
  {
    product: 'سیم برق افشان ۱ در ۲.۵ پارس شهاب (حلقه ۱۰۰ متری)',
    documents: [
      {
        kind: 'warranty',
        title: 'شرایط گارانتی سیم و کابل پارس شهاب',
        heading: 'Cable warranty terms',
        pages: 2,
      },
    ],
  },
];

const A4: [number, number] = [595, 842];
const pdfLib = loadOnFirstUse<typeof PdfLib>('pdf-lib');

/**
 * A small PDF drawn here (no download, a few milliseconds): the heading, a table of placeholder rows and
 * a page number on every page. Written without a creation date, so the same document has the same bytes
 * (and stored name) on every seed.
 */
export async function drawDemoPdf(document: DemoDocument): Promise<Buffer> {
  const { PDFDocument, rgb, StandardFonts } = pdfLib();
  const INK = rgb(0.12, 0.16, 0.22);
  const RULE = rgb(0.8, 0.83, 0.87);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let number = 1; number <= document.pages; number++) {
    const page = pdf.addPage(A4);
    page.drawText(document.heading, { x: 50, y: 780, size: 20, font: bold, color: INK });
    page.drawText('Demo document of the Barq shop: sample content, not a real specification.', {
      x: 50,
      y: 755,
      size: 10,
      font: regular,
      color: INK,
    });
    for (let row = 0; row < 12; row++) {
      const y = 700 - row * 28;
      page.drawLine({ start: { x: 50, y: y - 8 }, end: { x: 545, y: y - 8 }, color: RULE });
      page.drawText(`Item ${number}.${row + 1}`, { x: 50, y, size: 11, font: regular, color: INK });
      page.drawText('see the product page', { x: 330, y, size: 11, font: regular, color: INK });
    }
    page.drawText(`${number} / ${document.pages}`, { x: 280, y: 40, size: 10, font: regular, color: INK });
  }
  return Buffer.from(await pdf.save());
}
