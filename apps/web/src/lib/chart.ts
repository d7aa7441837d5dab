import { formatDecimal, formatNumber } from '@shop/persian';
import uPlot, { type AlignedData, type Axis, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './chart.css';

/**
 * What the shop's uPlot charts share (the dashboard's funnel, a product's prices): the axes' font and
 * colours, and a chart kept as wide as its box. Imported only by lazily loaded screens and sections, so
 * uPlot never weighs on a page's first load.
 */
export const CHART_FONT = '12px Vazirmatn, Tahoma, sans-serif';
const MUTED = '#4f5868';
const GRID = { stroke: '#dde3ec', width: 1 };

/** An axis in the shop's look: muted labels in the shop's font, light grid lines and ticks. */
export const chartAxis = (axis: Axis): Axis => ({
  font: CHART_FONT,
  stroke: MUTED,
  grid: GRID,
  ticks: GRID,
  ...axis,
});

/** Steps between an axis's marks: whole numbers only (1, 2, 5, 10, 20 … 500 billion). */
export const WHOLE_STEPS = Array.from({ length: 12 }, (_, power) =>
  [1, 2, 5].map((step) => step * 10 ** power),
).flat();

/**
 * Draws a chart of `height` pixels into `element`, as wide as it is and following its width; the axes,
 * drawn on a canvas, are drawn again once the shop's font has come. Answers the function that removes it.
 */
export function drawChart(
  element: HTMLElement,
  options: (width: number) => Options,
  data: AlignedData,
  height: number,
): () => void {
  const chart = new uPlot(options(element.clientWidth), data, element);
  const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
  resize.observe(element);
  let live = true;
  void document.fonts?.ready.then(() => live && chart.redraw(false, true));
  return () => {
    live = false;
    resize.disconnect();
    chart.destroy();
  };
}

/** Hooks that keep the legend on the last point (today) until the reader points at another. */
export const legendOnLast = (count: number): Options['hooks'] => ({
  setLegend: [(chart) => chart.legend.idx == null && chart.setLegend({ idx: count - 1 })],
  ready: [(chart) => chart.setLegend({ idx: count - 1 })],
});

const SIZES: [number, string][] = [
  [1e9, 'میلیارد'],
  [1e6, 'میلیون'],
  [1e3, 'هزار'],
];

/** 1_250_000 -> «۱٫۳ میلیون»: an axis's amount of toman in a few letters. */
export function compactAmount(value: number): string {
  const size = SIZES.find(([at]) => Math.abs(value) >= at);
  return size ? `${formatDecimal(Math.round((value / size[0]) * 10) / 10)} ${size[1]}` : formatNumber(value);
}
