import { useState, type FormEvent } from 'react';
import { MESSENGER_KEYS, MESSENGERS, type ShopSettings } from '@shop/contracts/plain';
import { toLatinDigits } from '@shop/persian';
import { ApiClientError } from '../../../../lib/api-client';
import { errorDialog, openDialog } from '../../../../lib/dialog';
import { useSettings } from '../../../../shell/api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { AdminScreen } from '../../../../components/admin/admin-screen';
import { FeedSettingsPanel } from '../components/feed-settings';
import { BenefitCardsEditor } from '../components/benefit-cards-editor';
import { WorkingHoursEditor } from '../components/working-hours-editor';
import { LocationFields, locationOf, typedPointOf } from '../components/location-fields';
import { Field, SaveButton } from '../../../../components/admin/form-parts';
import { missingDetails } from '../components/setup-card';
import { Form } from '../../../../components/form';
import '../../../../components/form.css';
import '../../../../components/admin/admin.css';

type TextKey = 'tagline' | 'phone' | 'whatsapp' | 'telegram' | 'address';
const TEXT_FIELDS: [TextKey, string][] = [
  ['tagline', 'شعار فروشگاه'],
  ['phone', 'تلفن'],
  ['whatsapp', 'واتس‌اپ (شماره موبایل، مثل ۰۹۱۲۱۲۳۴۵۶۷)'],
  ['telegram', 'شناسه تلگرام'],
];
const ADDRESS_FIELD: [TextKey, string] = ['address', 'نشانی'];

type CountKey = 'freeShippingThreshold' | 'returnDays' | 'proFormaValidDays' | 'smsPerHour';
const COUNT_FIELDS: [CountKey, string][] = [
  ['freeShippingThreshold', 'حد ارسال رایگان (تومان)؛ خالی یعنی فروشگاه ارسال رایگان ندارد'],
  ['returnDays', 'مهلت بازگشت کالا (روز؛ ۰: بدون بازگشت)'],
  ['proFormaValidDays', 'اعتبار پیش‌فاکتور (روز)'],
  ['smsPerHour', 'سقف پیامک‌های کد تایید در هر ساعت (برای کل فروشگاه)'],
];
/** «۷۵۰٬۰۰۰», «750,000» or «750000»; anything else is not a number (sent as null: the API names the field). */
const countOf = (typed: string) => {
  const digits = toLatinDigits(typed).replace(/[\s,٬،']/g, '');
  return /^\d{1,13}$/.test(digits) ? Number(digits) : NaN;
};
/** A count as its field shows it; the free-shipping threshold left empty means none. */
const typedCount = (value: number | null) => (value === null ? '' : String(value));
/** What the field holds, for the API: empty is none where none is allowed (the free-shipping threshold). */
const countField = (key: CountKey, typed: string) =>
  key === 'freeShippingThreshold' && typed.trim() === '' ? null : countOf(typed);

/** «اینستاگرام https://instagram.com/shop» a line -> the links the API keeps. */
const socialLinksOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf(' ');
      return { name: line.slice(0, at).trim(), url: line.slice(at + 1) };
    });

function SettingsForm({ initial }: { initial: ShopSettings }) {
  const update = useUpdateSettings();
  const [settings, setSettings] = useState(initial);
  const [social, setSocial] = useState(
    initial.socialLinks.map((link) => `${link.name} ${link.url}`).join('\n'),
  );
  const [point, setPoint] = useState(() => typedPointOf(initial.location));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // What the owner typed in the number fields, as typed (Persian digits, separators), until it is saved.
  const [counts, setCounts] = useState<Partial<Record<CountKey, string>>>({});
  const set = (patch: Partial<ShopSettings>) => setSettings((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await update.mutateAsync({
        ...settings,
        location: locationOf(point),
        socialLinks: socialLinksOf(social),
      });
      setErrors({});
      // The shop keeps what was typed in its own form (Latin digits, 98… for WhatsApp): show that.
      setSettings(answer.settings);
      setCounts({});
      await openDialog({ title: 'ذخیره شد', message: answer.message, icon: 'success' });
    } catch (error) {
      if (error instanceof ApiClientError) setErrors(error.details);
      await errorDialog(error);
    }
  };

  const textField = ([key, label]: [TextKey, string]) => (
    <Field key={key} label={label} error={errors[key]}>
      {(id) => (
        <input
          id={id}
          dir={key === 'tagline' || key === 'address' ? undefined : 'ltr'}
          value={settings[key]}
          onChange={(e) => set({ [key]: e.target.value })}
        />
      )}
    </Field>
  );

  return (
    <Form onSubmit={submit} className="form panel form-panel wide">
      <Field label="نام فارسی فروشگاه" error={errors['shopName.fa']}>
        {(id) => (
          <input
            id={id}
            value={settings.shopName.fa}
            onChange={(e) => set({ shopName: { ...settings.shopName, fa: e.target.value } })}
          />
        )}
      </Field>
      <Field label="نام لاتین فروشگاه" error={errors['shopName.en']}>
        {(id) => (
          <input
            id={id}
            dir="ltr"
            value={settings.shopName.en}
            onChange={(e) => set({ shopName: { ...settings.shopName, en: e.target.value } })}
          />
        )}
      </Field>
      {TEXT_FIELDS.map(textField)}
      {MESSENGER_KEYS.map((key) => (
        <Field
          key={key}
          label={`شناسه ${MESSENGERS[key].name} (خالی: بدون دکمه ${MESSENGERS[key].name})`}
          error={errors[`messengers.${key}`]}
        >
          {(id) => (
            <input
              id={id}
              dir="ltr"
              value={settings.messengers[key]}
              onChange={(e) => set({ messengers: { ...settings.messengers, [key]: e.target.value } })}
            />
          )}
        </Field>
      ))}
      {textField(ADDRESS_FIELD)}
      <LocationFields point={point} onChange={setPoint} errors={errors} />
      <WorkingHoursEditor
        hours={settings.workingHours}
        onChange={(workingHours) => set({ workingHours })}
        errors={errors}
      />
      {COUNT_FIELDS.map(([key, label]) => (
        <Field key={key} label={label} error={errors[key]}>
          {(id) => (
            <input
              id={id}
              dir="ltr"
              inputMode="numeric"
              value={counts[key] ?? typedCount(settings[key])}
              onChange={(e) => {
                setCounts((current) => ({ ...current, [key]: e.target.value }));
                set({ [key]: countField(key, e.target.value) });
              }}
            />
          )}
        </Field>
      ))}
      <Field
        label="شبکه‌های اجتماعی (هر خط: نام و نشانی، مثل «اینستاگرام https://instagram.com/shop»)"
        error={errors.socialLinks}
      >
        {(id) => (
          <textarea id={id} rows={3} dir="auto" value={social} onChange={(e) => setSocial(e.target.value)} />
        )}
      </Field>
      <BenefitCardsEditor
        cards={settings.benefits}
        onChange={(benefits) => set({ benefits })}
        errors={errors}
      />
      <Field
        label="نماد اعتماد الکترونیکی (اینماد): کدی را که سایت اینماد برای نصب نماد می‌دهد کامل بچسبانید؛ خالی: بدون نماد"
        error={errors.enamad}
      >
        {(id) => (
          <textarea
            id={id}
            rows={3}
            dir="ltr"
            value={settings.enamad}
            onChange={(e) => set({ enamad: e.target.value })}
          />
        )}
      </Field>
      <div className="save-bar" data-keep-clear>
        <SaveButton busy={update.isPending} label="ذخیره تنظیمات" />
      </div>
    </Form>
  );
}

function Settings() {
  const { data } = useSettings();
  if (!data) return <p>در حال بارگذاری...</p>;
  const missing = missingDetails(data.settings);
  return (
    <>
      {missing.length > 0 && (
        <p className="note">
          هنوز وارد نشده و در صفحه‌های فروشگاه نمایش داده نمی‌شود: {missing.join('، ')}. برای نشان دادن نقشه،
          جای فروشگاه را روی نقشه بزنید.
        </p>
      )}
      <SettingsForm initial={data.settings} />
      <FeedSettingsPanel />
    </>
  );
}

export default function SettingsPage() {
  return (
    <AdminScreen title="تنظیمات فروشگاه">
      <Settings />
    </AdminScreen>
  );
}
