import { PRICE_RULE_SCOPES, type PriceRuleScope } from '@shop/contracts/plain';
import { parseToman } from '@shop/persian';
import { useState, type FormEvent } from 'react';
import { AdminTable } from '../../../../components/admin/admin-table';
import { Form } from '../../../../components/form';
import { SubmitButton } from '../../../../components/submit-button';
import { errorDialog } from '../../../../lib/dialog';
import { formatPercent, formatToman } from '../../../../lib/format';
import { useGroups } from '../../../../shell/api/customer-groups';
import { useDeleteRule, useRules, useSaveRule } from '../api/rules';
import { percentToBp } from '../percent';
import { removeAfterAsking } from '../remove-after-asking';
import { tradeGroups } from './applications-tab';
import { SCOPE_LABELS, TargetField, type Target } from './target-field';
import { TypedNumberField } from './typed-number-field';

function AddRule({ groupId }: { groupId: string }) {
  const save = useSaveRule();
  const [scope, setScope] = useState<PriceRuleScope>('category');
  const [target, setTarget] = useState<Target | null>(null);
  // Each save starts the target's search afresh.
  const [round, setRound] = useState(0);
  const [typed, setTyped] = useState('');
  const fixed = scope === 'variant';
  const value = typed.trim() ? (fixed ? parseToman(typed) : percentToBp(typed)) : undefined;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!target || !value) return;
    try {
      await save.mutateAsync({
        groupId,
        scope,
        targetId: target.id,
        ...(fixed ? { fixedPrice: value } : { percentOffBp: value }),
      });
      setTarget(null);
      setRound((current) => current + 1);
      setTyped('');
    } catch (error) {
      await errorDialog(error, { title: 'قیمت گروه ذخیره نشد' });
    }
  }
  return (
    <Form onSubmit={submit} className="form trade-add-form" aria-label="افزودن قیمت گروه">
      <h3>افزودن قیمت</h3>
      <div className="field">
        <label htmlFor="rule-scope">برای</label>
        <select
          id="rule-scope"
          value={scope}
          onChange={(event) => {
            setScope(event.target.value as PriceRuleScope);
            setTarget(null);
            setTyped('');
          }}
        >
          {PRICE_RULE_SCOPES.map((each) => (
            <option key={each} value={each}>
              {each === 'variant' ? 'یک کالا (قیمت ثابت)' : `${SCOPE_LABELS[each]} (درصد تخفیف)`}
            </option>
          ))}
        </select>
      </div>
      <TargetField key={round} scope={scope} value={target} onChange={setTarget} />
      <TypedNumberField
        label={fixed ? 'قیمت همکار (تومان)' : 'درصد تخفیف'}
        value={typed}
        onChange={setTyped}
        said={
          value === undefined
            ? undefined
            : value === null
              ? null
              : fixed
                ? formatToman(value)
                : `${formatPercent(value / 100)} کمتر از قیمت فروشگاه`
        }
        invalid={fixed ? 'مبلغ نامعتبر است' : 'درصدی بیشتر از صفر و حداکثر ۹۰ بنویسید (مثل ۲٫۵)'}
      />
      <SubmitButton busy={save.isPending || !target || !value} label="ذخیره قیمت" busyLabel="ذخیره قیمت" />
    </Form>
  );
}

/** «قیمت گروه‌ها»: a group's price rules (a percentage off a category or a brand, a variant's fixed price). */
export function RulesTab() {
  const groups = tradeGroups(useGroups().data?.groups);
  const [chosen, setChosen] = useState('');
  const groupId = chosen || groups[0]?.id || '';
  const rules = useRules(groupId);
  const remove = useDeleteRule();
  return (
    <>
      <div className="field trade-group-choice">
        <label htmlFor="rules-group">گروه</label>
        <select id="rules-group" value={groupId} onChange={(event) => setChosen(event.target.value)}>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
      </div>
      {rules.isPending && groupId && <p>در حال بارگذاری...</p>}
      {rules.data?.rules.length === 0 && (
        <p className="empty-state">این گروه هنوز قیمتی ندارد: قیمت فروشگاه را می‌بیند.</p>
      )}
      {!!rules.data?.rules.length && (
        <AdminTable
          headings={['برای', 'نوع', 'قیمت']}
          rows={rules.data.rules.map((rule) => ({
            key: rule.id,
            cells: [
              <bdi>{rule.targetTitle}</bdi>,
              SCOPE_LABELS[rule.scope],
              rule.fixedPrice !== null
                ? `${formatToman(rule.fixedPrice)} (ثابت)`
                : `${formatPercent(rule.percentOffBp! / 100)} تخفیف`,
            ],
            actions: (
              <button
                type="button"
                className="text-button danger"
                aria-label={`حذف قیمت: ${rule.targetTitle}`}
                onClick={() =>
                  void removeAfterAsking(`قیمت گروه برای «${rule.targetTitle}» حذف شود؟`, () =>
                    remove.mutateAsync(rule.id),
                  )
                }
              >
                حذف
              </button>
            ),
          }))}
        />
      )}
      {groupId && <AddRule key={groupId} groupId={groupId} />}
    </>
  );
}
