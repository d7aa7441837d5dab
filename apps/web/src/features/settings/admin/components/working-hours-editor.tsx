import { WEEK_DAYS, type DayHours, type WeekDay, type WorkingHours } from '@shop/contracts/plain';
import { Field } from '../../../../components/admin/form-parts';
import { DAY_NAMES, formatHours } from '../../../../lib/shop-info';
import './settings-group.css';

interface Props {
  hours: WorkingHours;
  onChange: (hours: WorkingHours) => void;
  /** The API's messages by field (`workingHours.opens`, `workingHours.exceptions.0.closes`…). */
  errors: Record<string, string>;
}

function DaySelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: WeekDay;
  onChange: (day: WeekDay) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value as WeekDay)}>
          {WEEK_DAYS.map((day) => (
            <option key={day} value={day}>
              {DAY_NAMES[day]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Opening and closing time fields; Persian digits («۹:۳۰») are read as such by the API. */
function TimePair({
  labels,
  value,
  disabled,
  errorOf,
  onChange,
}: {
  labels: [string, string];
  value: { opens: string; closes: string };
  disabled?: boolean;
  errorOf: (key: 'opens' | 'closes') => string | undefined;
  onChange: (patch: Partial<{ opens: string; closes: string }>) => void;
}) {
  return (
    <div className="settings-pair">
      {(['opens', 'closes'] as const).map((key, index) => (
        <Field key={key} label={labels[index]!} error={errorOf(key)}>
          {(id) => (
            <input
              id={id}
              dir="ltr"
              inputMode="numeric"
              disabled={disabled}
              value={value[key]}
              onChange={(e) => onChange({ [key]: e.target.value })}
            />
          )}
        </Field>
      ))}
    </div>
  );
}

/**
 * The shop's hours: the usual days and times, and the days that differ («پنجشنبه تا ۱۴»، «جمعه تعطیل»),
 * with the sentence the pages will show.
 */
export function WorkingHoursEditor({ hours, onChange, errors }: Props) {
  const set = (patch: Partial<WorkingHours>) => onChange({ ...hours, ...patch });
  const setDay = (index: number, patch: Partial<DayHours>) =>
    set({ exceptions: hours.exceptions.map((day, at) => (at === index ? { ...day, ...patch } : day)) });
  const freeDay = WEEK_DAYS.findLast((day) => !hours.exceptions.some((exception) => exception.day === day));
  return (
    <fieldset className="settings-group">
      <legend>ساعت کاری</legend>
      <div className="settings-pair">
        <DaySelect label="روز شروع کار" value={hours.fromDay} onChange={(fromDay) => set({ fromDay })} />
        <DaySelect label="روز پایان کار" value={hours.toDay} onChange={(toDay) => set({ toDay })} />
      </div>
      <TimePair
        labels={['ساعت شروع (مثل ۰۹:۰۰)', 'ساعت پایان (مثل ۲۱:۰۰)']}
        value={hours}
        errorOf={(key) => errors[`workingHours.${key}`]}
        onChange={set}
      />
      {hours.exceptions.map((day, index) => (
        <div key={index} className="settings-group-item">
          <DaySelect
            label={`روز با ساعت متفاوت ${DAY_NAMES[day.day]}`}
            value={day.day}
            onChange={(picked) => setDay(index, { day: picked })}
          />
          <label className="settings-check">
            <input
              type="checkbox"
              checked={day.closed}
              onChange={(e) => setDay(index, { closed: e.target.checked })}
            />
            {DAY_NAMES[day.day]} تعطیل است
          </label>
          <TimePair
            labels={[`شروع ${DAY_NAMES[day.day]}`, `پایان ${DAY_NAMES[day.day]}`]}
            value={day}
            disabled={day.closed}
            errorOf={(key) => errors[`workingHours.exceptions.${index}.${key}`]}
            onChange={(patch) => setDay(index, patch)}
          />
          <button
            type="button"
            className="text-button"
            onClick={() => set({ exceptions: hours.exceptions.filter((_, at) => at !== index) })}
          >
            حذف ساعت متفاوت {DAY_NAMES[day.day]}
          </button>
        </div>
      ))}
      {errors['workingHours.exceptions'] && (
        <p className="field-error" role="alert">
          {errors['workingHours.exceptions']}
        </p>
      )}
      {freeDay && (
        <button
          type="button"
          className="button"
          onClick={() =>
            set({
              exceptions: [
                ...hours.exceptions,
                { day: freeDay, closed: false, opens: hours.opens, closes: hours.closes },
              ],
            })
          }
        >
          افزودن روزی با ساعت متفاوت
        </button>
      )}
      <p className="hint" aria-live="polite">
        در صفحه‌های فروشگاه: {formatHours(hours)}
      </p>
    </fieldset>
  );
}
