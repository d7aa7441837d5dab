import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Axis, type Options, type Series } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '../../../../lib/format';
import { axisDay, fullDay, labelledDays } from '../funnel-format';

const FONT = '12px Vazirmatn, Tahoma, sans-serif';
const MUTED = '#4f5868';
const GRID = { stroke: '#dde3ec', width: 1 };
const HEIGHT = 240;
/** The room one day's name takes on the axis, in pixels. */
const DAY_LABEL_WIDTH = 72;
/** Steps between the value axis's marks: whole numbers only (1, 2, 5, 10, 20 … 500 billion). */
const WHOLE_STEPS = Array.from({ length: 12 }, (_, power) =>
  [1, 2, 5].map((step) => step * 10 ** power),
).flat();
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
    const xAxis: Axis = {
      font: FONT,
      stroke: MUTED,
      grid: GRID,
      ticks: GRID,
      splits: (chart) => labelledDays(days.length, chart.bbox.width / uPlot.pxRatio / DAY_LABEL_WIDTH),
      values: (_chart, splits) => splits.map((index) => axisDay(days[index] ?? '')),
    };
    const yAxis: Axis = {
      side: 1,
      font: FONT,
      stroke: MUTED,
      grid: GRID,
      ticks: GRID,
      size: axisSize,
      incrs: WHOLE_STEPS,
      splits: spread ? (_chart, _axis, _min, max) => powersOfTen(max) : undefined,
      values: (_chart, splits) => splits.map((value) => axisValue(value)),
    };
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
      hooks: {
        setLegend: [(chart) => chart.legend.idx == null && chart.setLegend({ idx: days.length - 1 })],
        ready: [(chart) => chart.setLegend({ idx: days.length - 1 })],
      },
    });
    const data: AlignedData = [days.map((_, index) => index), ...lines.map((line) => line.values)];
    const chart = new uPlot(options(element.clientWidth), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    // The axes are drawn on a canvas: once the shop's font has come, draw them again in it.
    let live = true;
    void document.fonts?.ready.then(() => live && chart.redraw(false, true));
    return () => {
      live = false;
      resize.disconnect();
      chart.destroy();
    };
  }, [days, lines, axisValue, axisSize, legendValue, spread]);

  return (
    <figure className="day-chart" aria-label={label}>
      <div ref={box} />
    </figure>
  );
}
