import { ORDER_CHANNEL_LABELS, pagePath, type OrderChannel } from '@shop/contracts/plain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminScreen } from '../../../../components/admin/admin-screen';
import { SaveButton } from '../../../../components/admin/form-parts';
import { errorDialog } from '../../../../lib/dialog';
import { formatToman } from '../../../../lib/format';
import { useCreateOrder } from '../api/create-order';
import { CustomerFields, type CustomerDraft } from '../components/customer-fields';
import { DraftLines } from '../components/draft-lines';
import { VariantPicker } from '../components/variant-picker';
import { addVariant, createLines, pricesValid, totalsOf, type DraftLine } from '../order-draft';
import '../../../../components/form.css';
import '../../../../components/admin/admin.css';
import '../orders-desk.css';

/** How a hand order came: a phone call or a walk-in. */
const HAND_CHANNELS: OrderChannel[] = ['call', 'in-person'];

/** «سفارش تلفنی یا حضوری»: the owner writes down an order taken on the phone or at the counter. */
export default function OrderCreatePage() {
  const navigate = useNavigate();
  const create = useCreateOrder();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [channel, setChannel] = useState<OrderChannel>('call');
  const [customer, setCustomer] = useState<CustomerDraft>({ phone: '', customerName: '', note: '' });
  const [problem, setProblem] = useState<string>();
  const { subtotal } = totalsOf(lines, 0, 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (lines.length === 0) return setProblem('دست‌کم یک کالا به سفارش اضافه کنید.');
    if (!pricesValid(lines)) return setProblem('قیمت یکی از ردیف‌ها درست نیست.');
    setProblem(undefined);
    try {
      const { order } = await create.mutateAsync({
        lines: createLines(lines),
        channel,
        phone: customer.phone.trim() || null,
        customerName: customer.customerName,
        note: customer.note,
      });
      navigate(pagePath('adminOrder', { id: order.id }));
    } catch (error) {
      await errorDialog(error, { title: 'سفارش ثبت نشد' });
    }
  }

  return (
    <AdminScreen title="سفارش تلفنی یا حضوری">
      <form className="panel order-editor" onSubmit={(event) => void submit(event)}>
        <h2>اقلام سفارش</h2>
        <VariantPicker onAdd={(variant) => setLines(addVariant(lines, variant))} />
        <DraftLines lines={lines} emptyPriceIsShops onChange={setLines} />
        {lines.length > 0 && (
          <dl className="order-totals">
            <div className="order-totals-sum">
              <dt>جمع اقلام</dt>
              <dd>{formatToman(subtotal)}</dd>
            </div>
          </dl>
        )}
        <fieldset className="field channel-choice">
          <legend>راه سفارش</legend>
          <div className="row-actions">
            {HAND_CHANNELS.map((value) => (
              <label key={value} className="choice">
                <input
                  type="radio"
                  name="channel"
                  value={value}
                  checked={channel === value}
                  onChange={() => setChannel(value)}
                />
                {ORDER_CHANNEL_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <CustomerFields value={customer} onChange={(patch) => setCustomer({ ...customer, ...patch })} />
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        <p className="hint">تخفیف و هزینه ارسال را پس از ثبت، در صفحه سفارش اضافه کنید.</p>
        <SaveButton busy={create.isPending} label="ثبت سفارش" />
      </form>
    </AdminScreen>
  );
}
