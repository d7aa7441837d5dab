import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options, type Series } from 'uplot';
import { chartAxis, drawChart, legendOnLast, WHOLE_STEPS } from '../../../../lib/chart';
import { formatNumber } from '../../../../lib/format';
import { axisDay, fullDay, labelledDays } from '../funnel-format';

const HEIGHT = 240;
/** The room one day's name takes on the axis, in pixels. */
const DAY_LABEL_WIDTH = 72;
/** Marks of a logarithm-like axis: 0, 1, 10, 100 … up to the top. */
const powersOfTen = (top: number) => [
  0,
  ...WHOLE_STEPS.filter((step) => step <= top && String(step)[0] === '1'),
];

export interface DayLine {
  label: string;
  color: string;
  values: number[];
  /** Drawn as bars instead of a line. */
  bars?: boolean;
}

interface Props {
  /** The days, oldest first, as `2026-03-21`. */
  days: string[];
  lines: DayLine[];
  /** The value axis: how a number is written there, and in the legend. */
  axisValue?: (value: number) => string;
  /** The value axis's width, in pixels. */
  axisSize?: number;
  legendValue?: (value: number) => string;
  /** A logarithm-like scale, so a few orders stay visible beside thousands of views. */
  spread?: boolean;
  label: string;
}

/**
 * A chart of values by day, drawn right to left as the page reads: today at the left end, the value axis on
 * the right, days named in the Solar Hijri calendar and every number in Persian digits.
 */
export function DayChart({
  days,
  lines,
  axisValue = formatNumber,
  axisSize = 44,
  legendValue = formatNumber,
  spread,
  label,
}: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xAxis = chartAxis({
      splits: (chart) => labelledDays(days.length, chart.bbox.width / uPlot.pxRatio / DAY_LABEL_WIDTH),
      values: (_chart, splits) => splits.map((index) => axisDay(days[index] ?? '')),
    });
    const yAxis = chartAxis({
      side: 1,
      size: axisSize,
      incrs: WHOLE_STEPS,
      splits: spread ? (_chart, _axis, _min, max) => powersOfTen(max) : undefined,
      values: (_chart, splits) => splits.map((value) => axisValue(value)),
    });
    const series: Series[] = [
      { label: 'روز', value: (_chart, index) => (index == null ? '—' : fullDay(days[index] ?? '')) },
      ...lines.map((line): Series => ({
        label: line.label,
        stroke: line.color,
        width: 2,
        fill: line.bars ? `${line.color}99` : undefined,
        paths: line.bars ? uPlot.paths.bars?.({ size: [0.7, 24] }) : undefined,
        points: { show: false },
        value: (_chart, value) => (value == null ? '—' : legendValue(value)),
      })),
    ];
    const options = (width: number): Options => ({
      width,
      height: HEIGHT,
      scales: {
        x: { time: false, dir: -1, range: () => [-0.5, days.length - 0.5] },
        y: spread
          ? { distr: 4, asinh: 1, range: (_chart, _min, max) => [0, Math.max(max, 10)] }
          : { range: (_chart, _min, max) => [0, Math.max(max, 1)] },
      },
      axes: [xAxis, yAxis],
      series,
      cursor: { drag: { x: false, y: false } },
      // Until a day is pointed at, the legend tells today's numbers.
      hooks: legendOnLast(days.length),
    });
    const data: AlignedData = [days.map((_, index) => index), ...lines.map((line) => line.values)];
    return drawChart(element, options, data, HEIGHT);
  }, [days, lines, axisValue, axisSize, legendValue, spread]);

  return (
    <figure className="chart" aria-label={label}>
      <div ref={box} />
    </figure>
  );
}
