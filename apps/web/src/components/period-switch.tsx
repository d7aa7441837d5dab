import { formatNumber } from '../lib/format';
import './period-switch.css';

interface Props<Period extends number> {
  periods: readonly Period[];
  chosen: Period;
  onChoose: (period: Period) => void;
  /** The unit after each number: «روز», «ماه». */
  unit: string;
  /** What the switch chooses, for screen readers: «بازه». */
  label: string;
}

/** A chart's periods as pill buttons, the chosen one pressed: «۳۰ روز / ۹۰ روز», «۶ ماه / ۱۲ ماه». */
export function PeriodSwitch<Period extends number>({
  periods,
  chosen,
  onChoose,
  unit,
  label,
}: Props<Period>) {
  return (
    <div role="group" aria-label={label} className="period-switch">
      {periods.map((period) => (
        <button key={period} type="button" aria-pressed={chosen === period} onClick={() => onChoose(period)}>
          {formatNumber(period)} {unit}
        </button>
      ))}
    </div>
  );
}
