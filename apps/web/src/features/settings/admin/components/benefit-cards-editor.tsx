import { BENEFIT_CARDS_MAX, type BenefitCard } from '@shop/contracts/plain';
import { Field } from '../../../../components/admin/form-parts';
import { toPersianDigits } from '../../../../lib/format';
import './settings-group.css';

interface Props {
  cards: BenefitCard[];
  onChange: (cards: BenefitCard[]) => void;
  /** The API's messages by field (`benefits`, `benefits.0.title`…). */
  errors: Record<string, string>;
}

/**
 * The home and about pages' cards of «چرا ما را انتخاب کنید؟» the owner writes; «ارسال رایگان» and «ساعت
 * پاسخ‌گویی» come before them, written from the free-shipping threshold and the hours.
 */
export function BenefitCardsEditor({ cards, onChange, errors }: Props) {
  const change = (index: number, patch: Partial<BenefitCard>) =>
    onChange(cards.map((card, at) => (at === index ? { ...card, ...patch } : card)));
  return (
    <fieldset className="settings-group">
      <legend>کارت‌های «چرا ما را انتخاب کنید؟»</legend>
      <p className="hint">
        کارت‌های «ارسال رایگان» و «ساعت پاسخ‌گویی» از حد ارسال رایگان و ساعت کاری همین صفحه ساخته می‌شوند. تا{' '}
        {toPersianDigits(BENEFIT_CARDS_MAX)} کارت دیگر می‌توانید بنویسید؛ فقط چیزی را که همیشه درست است وعده
        دهید.
      </p>
      {cards.map((card, index) => {
        const number = toPersianDigits(index + 1);
        return (
          <div key={index} className="settings-group-item">
            <Field label={`عنوان کارت ${number}`} error={errors[`benefits.${index}.title`]}>
              {(id) => (
                <input
                  id={id}
                  value={card.title}
                  onChange={(e) => change(index, { title: e.target.value })}
                />
              )}
            </Field>
            <Field label={`متن کارت ${number}`} error={errors[`benefits.${index}.text`]}>
              {(id) => (
                <textarea
                  id={id}
                  rows={2}
                  value={card.text}
                  onChange={(e) => change(index, { text: e.target.value })}
                />
              )}
            </Field>
            <button
              type="button"
              className="text-button"
              onClick={() => onChange(cards.filter((_, at) => at !== index))}
            >
              حذف کارت {number}
            </button>
          </div>
        );
      })}
      {errors.benefits && (
        <p className="field-error" role="alert">
          {errors.benefits}
        </p>
      )}
      {cards.length < BENEFIT_CARDS_MAX && (
        <button
          type="button"
          className="button"
          onClick={() => onChange([...cards, { title: '', text: '' }])}
        >
          افزودن کارت
        </button>
      )}
    </fieldset>
  );
}
