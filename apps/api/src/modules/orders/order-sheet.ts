import {
  ORDER_CHANNEL_LABELS,
  ORDER_STATUS_LABELS,
  saleUnitLabel,
  type OrderListQuery,
} from '@shop/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { inertText } from '../spreadsheets/sheet-columns';
import type { SheetCell } from '../spreadsheets/sheet-writers';
import { orderFilters } from './order-list';
import { newestFirst } from './order-rows';

/** Orders read at a time: the export never holds more than one page. */
const PAGE_SIZE = 500;

const HEADERS = [
  'شماره سفارش',
  'شماره فاکتور',
  'تاریخ',
  'وضعیت',
  'راه سفارش',
  'تلفن',
  'نام مشتری',
  'کالا',
  'گزینه',
  'تعداد',
  'واحد',
  'قیمت واحد (تومان)',
  'جمع ردیف (تومان)',
  'تخفیف (تومان)',
  'هزینه ارسال (تومان)',
  'مبلغ سفارش (تومان)',
];

/** A Solar Hijri date and time in Tehran, in Latin digits a spreadsheet sorts: `1405/09/06 14:30`. */
const JALALI = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function jalaliStamp(at: Date): string {
  const part = Object.fromEntries(JALALI.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}/${part.month}/${part.day} ${part.hour}:${part.minute}`;
}

/**
 * The header, then a row per line of each chosen order, newest first, a page at a time (keyset). The
 * filters are read first, before anything is sent: a bad one is a 400, not a download cut short.
 */
export async function orderSheetRows(
  db: Database,
  query: Omit<OrderListQuery, 'page'>,
  now: Date,
): Promise<AsyncGenerator<SheetCell[]>> {
  return sheetRowsWhere(db, await orderFilters(db, query, now));
}

async function* sheetRowsWhere(db: Database, where: SQL | undefined): AsyncGenerator<SheetCell[]> {
  yield HEADERS;
  // The last row's place, its time as the database wrote it (microseconds: a Date keeps milliseconds).
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const page = await db
      .select({ order: orders, at: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(
        and(
          where,
          after && sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(...newestFirst)
      .limit(PAGE_SIZE);
    for (const { order } of page) {
      const common = [
        order.number,
        order.invoiceNumber,
        jalaliStamp(order.createdAt),
        ORDER_STATUS_LABELS[order.status],
        ORDER_CHANNEL_LABELS[order.channel],
        order.phone,
        order.customerName && inertText(order.customerName),
      ];
      const amounts = [order.discount, order.shippingCost, order.total];
      for (const line of order.lines) {
        yield [
          ...common,
          inertText(line.title),
          line.variantLabel && inertText(line.variantLabel),
          line.quantity,
          saleUnitLabel(line),
          line.unitPrice,
          line.lineTotal,
          ...amounts,
        ];
      }
    }
    if (page.length < PAGE_SIZE) return;
    const last = page.at(-1)!;
    after = { at: last.at, id: last.order.id };
  }
}
