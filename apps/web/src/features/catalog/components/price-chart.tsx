import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import type { VariantPriceHistory } from '@shop/contracts';
import { saleUnitLabel, type SaleUnitOf } from '@shop/contracts/plain';
import { PeriodSwitch } from '../../../components/period-switch';
import { chartAxis, compactAmount, drawChart, legendOnLast } from '../../../lib/chart';
import { formatToman, toPersianDigits } from '../../../lib/format';
import {
  CHART_MONTHS,
  everyFew,
  monthsBefore,
  pointsSince,
  solarMonthStarts,
  type ChartMonths,
  type ChartPoint,
} from '../price-chart-data';
import './price-chart.css';

/** The plot's height in pixels; with the switch, the legend and the summary it fills `.price-history-body`. */
const HEIGHT = 200;
/** The room one month's name takes on the axis, in pixels. */
const MONTH_LABEL_WIDTH = 64;
const LINE = '#0f4c81';

const fullDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const dateOf = (at: number) => fullDate.format(new Date(at));

interface Props {
  history: VariantPriceHistory;
  saleUnit: SaleUnitOf;
}

/**
 * A variant's price over the last 6 or 12 months as a step line (a price holds until the next change),
 * drawn right to left as the page reads: today at the left end, the price axis on the right, months named
 * in the Solar Hijri calendar. The same points are in a table for screen readers.
 */
export default function PriceChart({ history, saleUnit }: Props) {
  const [months, setMonths] = useState<ChartMonths>(CHART_MONTHS[0]);
  const box = useRef<HTMLDivElement>(null);
  const chart = useMemo(() => {
    const now = new Date();
    const from = monthsBefore(now, months);
    const points = pointsSince(history.points, from);
    const last = points.at(-1);
    // The line runs on to today at the price in force.
    const drawn: ChartPoint[] = last ? [...points, { at: now.getTime(), price: last.price }] : [];
    return { from, now, points, drawn, monthStarts: solarMonthStarts(from, now) };
  }, [history, months]);

  useEffect(() => {
    const element = box.current;
    const { from, now, drawn, monthStarts } = chart;
    if (!element || drawn.length === 0) return;
    const prices = drawn.map((point) => point.price);
    const low = Math.min(...prices);
    const high = Math.max(...prices);
    // A flat price sits mid-height; a moving one keeps a margin above and below.
    const margin = Math.max((high - low) * 0.15, high * 0.05);
    const options = (width: number): Options => ({
      width,
      height: HEIGHT,
      scales: {
        x: { time: false, dir: -1, range: () => [from.getTime(), now.getTime()] },
        y: { range: () => [Math.max(0, low - margin), high + margin] },
      },
      axes: [
        chartAxis({
          splits: (plot) =>
            everyFew(monthStarts, plot.bbox.width / uPlot.pxRatio / MONTH_LABEL_WIDTH).map(
              (start) => start.at,
            ),
          values: (_plot, splits) =>
            splits.map((at) => monthStarts.find((start) => start.at === at)?.name ?? ''),
        }),
        chartAxis({
          side: 1,
          size: 64,
          ticks: { show: false },
          values: (_plot, splits) => splits.map((value) => compactAmount(value)),
        }),
      ],
      series: [
        { label: 'تاریخ', value: (_plot, at) => (at == null ? '—' : dateOf(at)) },
        {
          label: 'قیمت',
          stroke: LINE,
          width: 2,
          fill: `${LINE}14`,
          paths: uPlot.paths.stepped?.({ align: 1 }),
          points: { show: false },
          value: (_plot, price) => (price == null ? '—' : formatToman(price)),
        },
      ],
      cursor: { drag: { x: false, y: false } },
      hooks: legendOnLast(drawn.length),
    });
    const data: AlignedData = [drawn.map((point) => point.at), prices];
    return drawChart(element, options, data, HEIGHT);
  }, [chart]);

  const { points, from } = chart;
  // A variant younger than the span (or a record begun inside it): say since when prices are known.
  const recordedFrom = points[0] && points[0].at > from.getTime() ? points[0].at : undefined;
  const prices = points.map((point) => point.price);
  const perUnit = saleUnit.unit === 'piece' ? '' : ` هر ${saleUnitLabel(saleUnit)}`;
  const span = `${toPersianDigits(months)} ماه گذشته`;
  return (
    <>
      <PeriodSwitch
        periods={CHART_MONTHS}
        chosen={months}
        onChoose={setMonths}
        unit="ماه"
        label="بازه‌ی نمودار"
      />
      <figure className="chart price-chart">
        <div ref={box} aria-hidden="true" />
        <table className="visually-hidden">
          <caption>
            قیمت{perUnit} در {span}
          </caption>
          <thead>
            <tr>
              <th scope="col">از تاریخ</th>
              <th scope="col">قیمت</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.at}>
                <td>{dateOf(point.at)}</td>
                <td>{formatToman(point.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
      {prices.length > 0 && (
        <p className="price-chart-summary">
          {recordedFrom && `قیمت این کالا از ${dateOf(recordedFrom)} ثبت شده است. `}
          در {span}: کمترین {formatToman(Math.min(...prices))}، بیشترین {formatToman(Math.max(...prices))}
        </p>
      )}
    </>
  );
}
