import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FunnelDay, FunnelPeriod, FunnelProduct } from '@shop/contracts';
import { pagePath, saleUnitLabel } from '@shop/contracts/plain';
import { formatNumber, formatToman } from '../../../../lib/format';
import { compactAmount } from '../../../../lib/chart';
import { useFunnel } from '../api/get-funnel';
import { share } from '../funnel-format';
import { PeriodSwitch } from '../../../../components/period-switch';
import { DayChart, type DayLine } from './day-chart';
import './funnel.css';

const PERIODS: FunnelPeriod[] = [30, 90];

/** The funnel's steps, from a product's page to a confirmed order, with the colours their lines take. */
const STEPS = [
  { key: 'views', label: 'بازدید محصول', color: '#8a94a6' },
  { key: 'presses', label: 'کلیک دکمه‌ی سفارش', color: '#0f4c81' },
  { key: 'proFormas', label: 'پیش‌فاکتور', color: '#d18b00' },
  { key: 'confirmed', label: 'سفارش تاییدشده', color: '#1a7f37' },
] as const;

/** The period's sum of each step, each beside its share of the step before it. */
function Totals({ series }: { series: FunnelDay[] }) {
  const sum = (key: keyof Omit<FunnelDay, 'day'>) => series.reduce((total, day) => total + day[key], 0);
  return (
    <ul className="count-cards funnel-totals">
      {STEPS.map((step, index) => {
        const before = STEPS[index - 1];
        const rate = before && share(sum(step.key), sum(before.key));
        return (
          <li key={step.key} className="panel">
            <strong>{formatNumber(sum(step.key))}</strong>
            <span>{step.label}</span>
            {rate && (
              <small>
                {rate} از {before.label}
              </small>
            )}
          </li>
        );
      })}
      <li className="panel">
        <strong>{formatToman(sum('confirmedTotal'))}</strong>
        <span>فروش تاییدشده</span>
      </li>
    </ul>
  );
}

function TopProducts({ products }: { products: FunnelProduct[] }) {
  if (products.length === 0) return <p>در این بازه سفارشی تایید نشده است.</p>;
  return (
    <div className="admin-table-box">
      <table className="admin-table">
        <thead>
          <tr>
            <th>محصول</th>
            <th>مقدار تاییدشده</th>
            <th>مبلغ</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.productId}>
              <td>
                <Link to={pagePath('product', { id: product.productId })}>{product.title}</Link>
              </td>
              <td data-label="مقدار تاییدشده">
                {formatNumber(product.quantity)} {saleUnitLabel(product)}
              </td>
              <td data-label="مبلغ">{formatToman(product.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Charts({ series }: { series: FunnelDay[] }) {
  const charted = useMemo(() => {
    const days = series.map((entry) => entry.day);
    const steps: DayLine[] = STEPS.map((step) => ({
      label: step.label,
      color: step.color,
      values: series.map((entry) => entry[step.key]),
    }));
    const sales: DayLine[] = [
      {
        label: 'فروش تاییدشده (تومان)',
        color: '#1a7f37',
        values: series.map((entry) => entry.confirmedTotal),
        bars: true,
      },
    ];
    return { days, steps, sales };
  }, [series]);
  return (
    <>
      <h3>قیف روزانه</h3>
      <DayChart days={charted.days} lines={charted.steps} spread label="نمودار روزانه‌ی قیف فروش" />
      <h3>فروش تاییدشده‌ی روزانه</h3>
      <DayChart
        days={charted.days}
        lines={charted.sales}
        axisValue={compactAmount}
        axisSize={64}
        legendValue={formatToman}
        label="نمودار فروش تاییدشده‌ی روزانه به تومان"
      />
    </>
  );
}

/**
 * The shop's funnel over the last 30 or 90 days: product pages opened, order buttons pressed, pro-formas
 * sent, orders confirmed and what they came to, day by day; and what sold most.
 */
export function FunnelPanel() {
  const [days, setDays] = useState<FunnelPeriod>(30);
  const funnel = useFunnel(days);
  return (
    <section className="funnel" aria-label="قیف فروش">
      <div className="section-head">
        <h2>قیف فروش</h2>
        <PeriodSwitch periods={PERIODS} chosen={days} onChoose={setDays} unit="روز" label="بازه" />
      </div>
      {funnel.isError ? (
        <p>قیف فروش خوانده نشد.</p>
      ) : !funnel.data ? (
        <p>در حال بارگذاری...</p>
      ) : (
        <>
          <Totals series={funnel.data.series} />
          <Charts series={funnel.data.series} />
          <h3>پرفروش‌ترین محصولات</h3>
          <TopProducts products={funnel.data.topProducts} />
        </>
      )}
    </section>
  );
}
