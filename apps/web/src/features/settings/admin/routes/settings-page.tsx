import { useState, type FormEvent } from 'react';
import { type ShopSettings, WEEK_DAYS } from '@shop/contracts/plain';
import { toLatinDigits } from '@shop/persian';
import { ApiClientError } from '../../../../lib/api-client';
import { errorDialog, openDialog } from '../../../../lib/dialog';
import { useSettings } from '../../../../shell/api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { AdminScreen } from '../../../../components/admin/admin-screen';
import { FeedSettingsPanel } from '../components/feed-settings';
import { Field, SaveButton } from '../../../../components/admin/form-parts';
import { missingDetails } from '../components/setup-card';
import { Form } from '../../../../components/form';
import '../../../../components/form.css';
import '../../../../components/admin/admin.css';

const DAY_LABELS = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'];

type TextKey = 'tagline' | 'phone' | 'whatsapp' | 'telegram' | 'address';
const TEXT_FIELDS: [TextKey, string][] = [
  ['tagline', 'شعار فروشگاه'],
  ['phone', 'تلفن'],
  ['whatsapp', 'واتس‌اپ (شکل بین‌المللی بدون +، مثل 989121234567)'],
  ['telegram', 'شناسه تلگرام (بدون @)'],
  ['address', 'نشانی'],
];

type Point = { latitude: string; longitude: string };
const pointOf = (location: ShopSettings['location']): Point => ({
  latitude: location ? String(location.latitude) : '',
  longitude: location ? String(location.longitude) : '',
});
// Not a number (sent as null) when empty or not a number, so the API names the field.
const coordinate = (typed: string) => (typed.trim() ? Number(toLatinDigits(typed.trim())) : NaN);
/** Both fields empty: no point on the map. */
const locationOf = (point: Point): ShopSettings['location'] =>
  point.latitude.trim() || point.longitude.trim()
    ? { latitude: coordinate(point.latitude), longitude: coordinate(point.longitude) }
    : null;

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
  const [point, setPoint] = useState(() => pointOf(initial.location));
  const [errors, setErrors] = useState<Record<string, string>>({});
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
      await openDialog({ title: 'ذخیره شد', message: answer.message, icon: 'success' });
    } catch (error) {
      if (error instanceof ApiClientError) setErrors(error.details);
      await errorDialog(error);
    }
  };

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
      {TEXT_FIELDS.map(([key, label]) => (
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
      ))}
      {(
        [
          ['latitude', 'عرض جغرافیایی (مثل 35.6917)'],
          ['longitude', 'طول جغرافیایی (مثل 51.4172)'],
        ] as const
      ).map(([key, label]) => (
        <Field key={key} label={label} error={errors[`location.${key}`]}>
          {(id) => (
            <input
              id={id}
              dir="ltr"
              inputMode="decimal"
              value={point[key]}
              onChange={(e) => setPoint({ ...point, [key]: e.target.value })}
            />
          )}
        </Field>
      ))}
      {(['fromDay', 'toDay'] as const).map((key) => (
        <Field key={key} label={key === 'fromDay' ? 'روز شروع کار' : 'روز پایان کار'}>
          {(id) => (
            <select
              id={id}
              value={settings.workingHours[key]}
              onChange={(e) => set({ workingHours: { ...settings.workingHours, [key]: e.target.value } })}
            >
              {WEEK_DAYS.map((day, index) => (
                <option key={day} value={day}>
                  {DAY_LABELS[index]}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
      {(['opens', 'closes'] as const).map((key) => (
        <Field
          key={key}
          label={key === 'opens' ? 'ساعت شروع (مثل 09:00)' : 'ساعت پایان (مثل 21:00)'}
          error={errors[`workingHours.${key}`]}
        >
          {(id) => (
            <input
              id={id}
              dir="ltr"
              value={settings.workingHours[key]}
              onChange={(e) => set({ workingHours: { ...settings.workingHours, [key]: e.target.value } })}
            />
          )}
        </Field>
      ))}
      <Field label="حد ارسال رایگان (تومان)" error={errors.freeShippingThreshold}>
        {(id) => (
          <input
            id={id}
            dir="ltr"
            inputMode="numeric"
            value={settings.freeShippingThreshold}
            onChange={(e) => set({ freeShippingThreshold: Number(e.target.value) })}
          />
        )}
      </Field>
      <Field label="اعتبار پیش‌فاکتور (روز)" error={errors.proFormaValidDays}>
        {(id) => (
          <input
            id={id}
            dir="ltr"
            inputMode="numeric"
            value={settings.proFormaValidDays}
            onChange={(e) => set({ proFormaValidDays: Number(toLatinDigits(e.target.value)) })}
          />
        )}
      </Field>
      <Field label="سقف پیامک‌های کد تایید در هر ساعت (برای کل فروشگاه)" error={errors.smsPerHour}>
        {(id) => (
          <input
            id={id}
            dir="ltr"
            inputMode="numeric"
            value={settings.smsPerHour}
            onChange={(e) => set({ smsPerHour: Number(e.target.value) })}
          />
        )}
      </Field>
      <Field
        label="شبکه‌های اجتماعی (هر خط: نام و نشانی، مثل «اینستاگرام https://instagram.com/shop»)"
        error={errors.socialLinks}
      >
        {(id) => (
          <textarea id={id} rows={3} dir="auto" value={social} onChange={(e) => setSocial(e.target.value)} />
        )}
      </Field>
      <SaveButton busy={update.isPending} label="ذخیره تنظیمات" />
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
          هنوز وارد نشده و در صفحه‌های فروشگاه نمایش داده نمی‌شود: {missing.join('، ')}. برای نشان دادن موقعیت
          روی نقشه، هر دو مختصات را وارد کنید.
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
