import { QUANTITY_TIER_SCOPES, type QuantityTierScope } from '@shop/contracts/plain';
import { parseToman } from '@shop/persian';
import { useState, type FormEvent } from 'react';
import { AdminTable } from '../../../../components/admin/admin-table';
import { Form } from '../../../../components/form';
import { SubmitButton } from '../../../../components/submit-button';
import { errorDialog } from '../../../../lib/dialog';
import { formatNumber, formatPercent } from '../../../../lib/format';
import { useDeleteTier, useSaveTier, useTiers } from '../api/tiers';
import { percentToBp } from '../percent';
import { removeAfterAsking } from '../remove-after-asking';
import { SCOPE_LABELS, TargetField, type Target } from './target-field';
import { TypedNumberField } from './typed-number-field';

function AddTier() {
  const save = useSaveTier();
  const [scope, setScope] = useState<QuantityTierScope>('category');
  const [target, setTarget] = useState<Target | null>(null);
  // Each save starts the target's search afresh.
  const [round, setRound] = useState(0);
  const [typedMin, setTypedMin] = useState('');
  const [typedPercent, setTypedPercent] = useState('');
  const read = <T,>(typed: string, parse: (text: string) => T | null) =>
    typed.trim() ? parse(typed) : undefined;
  const minQuantity = read(typedMin, (text) => {
    const value = parseToman(text);
    return value !== null && value >= 2 ? value : null;
  });
  const percentOffBp = read(typedPercent, percentToBp);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!target || !minQuantity || !percentOffBp) return;
    try {
      await save.mutateAsync({ scope, targetId: target.id, minQuantity, percentOffBp });
      setTarget(null);
      setRound((current) => current + 1);
      setTypedMin('');
      setTypedPercent('');
    } catch (error) {
      await errorDialog(error, { title: 'قیمت پلکانی ذخیره نشد' });
    }
  }
  return (
    <Form onSubmit={submit} className="form trade-add-form" aria-label="افزودن قیمت پلکانی">
      <h3>افزودن پله</h3>
      <div className="field">
        <label htmlFor="tier-scope">برای</label>
        <select
          id="tier-scope"
          value={scope}
          onChange={(event) => {
            setScope(event.target.value as QuantityTierScope);
            setTarget(null);
          }}
        >
          {QUANTITY_TIER_SCOPES.map((each) => (
            <option key={each} value={each}>
              {each === 'variant' ? 'یک کالا' : 'همه کالاهای یک دسته‌بندی'}
            </option>
          ))}
        </select>
      </div>
      <TargetField key={round} scope={scope} value={target} onChange={setTarget} />
      <TypedNumberField
        label="از تعداد (به واحد کالا)"
        value={typedMin}
        onChange={setTypedMin}
        said={minQuantity == null ? minQuantity : `از ${formatNumber(minQuantity)} به بالا`}
        invalid="عددی صحیح از ۲ به بالا بنویسید"
      />
      <TypedNumberField
        label="درصد تخفیف"
        value={typedPercent}
        onChange={setTypedPercent}
        said={percentOffBp == null ? percentOffBp : `${formatPercent(percentOffBp / 100)} کمتر`}
        invalid="درصدی بیشتر از صفر و حداکثر ۹۰ بنویسید (مثل ۲٫۵)"
      />
      <SubmitButton
        busy={save.isPending || !target || !minQuantity || !percentOffBp}
        label="ذخیره پله"
        busyLabel="ذخیره پله"
      />
    </Form>
  );
}

/** «قیمت پلکانی»: quantity prices for everyone, per category or variant. */
export function TiersTab() {
  const tiers = useTiers();
  const remove = useDeleteTier();
  return (
    <>
      {tiers.isPending && <p>در حال بارگذاری...</p>}
      {tiers.isError && <p role="alert">قیمت‌های پلکانی بارگذاری نشد.</p>}
      {tiers.data?.tiers.length === 0 && <p className="empty-state">هنوز قیمت پلکانی تعریف نشده است.</p>}
      {!!tiers.data?.tiers.length && (
        <AdminTable
          headings={['برای', 'نوع', 'از تعداد', 'تخفیف']}
          rows={tiers.data.tiers.map((tier) => ({
            key: tier.id,
            cells: [
              <bdi>{tier.targetTitle}</bdi>,
              SCOPE_LABELS[tier.scope],
              formatNumber(tier.minQuantity),
              formatPercent(tier.percentOffBp / 100),
            ],
            actions: (
              <button
                type="button"
                className="text-button danger"
                aria-label={`حذف پله: ${tier.targetTitle} از ${formatNumber(tier.minQuantity)}`}
                onClick={() =>
                  void removeAfterAsking(`پله قیمت «${tier.targetTitle}» حذف شود؟`, () =>
                    remove.mutateAsync(tier.id),
                  )
                }
              >
                حذف
              </button>
            ),
          }))}
        />
      )}
      <AddTier />
    </>
  );
}
