import { apiErrorSchema, settingsEndpoints, type ShopSettings } from '@shop/contracts';
import request from 'supertest';
import { useTestApp } from '../support/use-test-app';

describe('shop settings', () => {
  const context = useTestApp({ admin: true });

  const readSettings = async () =>
    settingsEndpoints.get.response.parse((await request(context.app).get('/api/settings').expect(200)).body);
  const save = (settings: unknown) =>
    request(context.app)
      .put('/api/settings')
      .set('Authorization', context.admin.bearer)
      .send(settings as object);

  it('when nothing was saved, then the spec defaults come, marked as defaults, with no made-up contact details', async () => {
    const { settings, isDefault } = await readSettings();
    expect(isDefault).toBe(true);
    expect(settings).toMatchObject({
      phone: '',
      whatsapp: '',
      telegram: '',
      address: '',
      location: null,
      shopName: { fa: 'برق‌آفرین', en: 'Barq Afarin' },
      tagline: 'به‌روزترین تجهیزات برقی و الکترونیکی',
      workingHours: { fromDay: 'saturday', toDay: 'friday', opens: '09:00', closes: '21:00' },
      returnDays: 30,
      warrantyYears: 2,
      freeShippingThreshold: 500_000,
      smsPerHour: 200,
    });
  });

  it('when an admin saves settings, then everyone reads them back and the ETag changes', async () => {
    const before = await request(context.app).get('/api/settings').expect(200);
    const { settings: defaults } = await readSettings();
    const edited: ShopSettings = {
      ...defaults,
      phone: '021-88776655',
      whatsapp: '989121234567',
      telegram: 'barq_afarin',
      address: 'تهران، خیابان جمهوری، پلاک ۱۲',
      location: { latitude: 35.6961, longitude: 51.4231 },
      workingHours: { fromDay: 'saturday', toDay: 'thursday', opens: '08:30', closes: '20:00' },
      freeShippingThreshold: 1_000_000,
      socialLinks: [{ name: 'instagram', url: 'https://instagram.com/barqafarin' }],
    };
    const response = await save(edited).expect(200);
    expect(settingsEndpoints.update.response.parse(response.body)).toEqual({
      settings: edited,
      message: 'تنظیمات فروشگاه ذخیره شد',
    });

    const again = await request(context.app)
      .get('/api/settings')
      .set('If-None-Match', before.headers.etag!)
      .expect(200);
    expect(settingsEndpoints.get.response.parse(again.body)).toEqual({ settings: edited, isDefault: false });
  });

  it('when the owner clears contact details, then they are stored as not set', async () => {
    const { settings } = await readSettings();
    const cleared = { ...settings, phone: '  ', telegram: '', address: '', location: null };
    await save(cleared).expect(200);
    expect((await readSettings()).settings).toMatchObject({
      phone: '',
      telegram: '',
      address: '',
      location: null,
    });
  });

  describe('when a field is invalid, then 400 names it in Persian and nothing is saved', () => {
    const cases: [string, (settings: ShopSettings) => unknown, string, string][] = [
      [
        'an empty Persian name',
        (s) => ({ ...s, shopName: { ...s.shopName, fa: '  ' } }),
        'shopName.fa',
        'نام فارسی فروشگاه الزامی است',
      ],
      ['a phone with letters', (s) => ({ ...s, phone: '021-CALL-US' }), 'phone', 'شماره تلفن نامعتبر است'],
      [
        'a WhatsApp number with +',
        (s) => ({ ...s, whatsapp: '+989121234567' }),
        'whatsapp',
        'شماره واتس‌اپ را به شکل بین‌المللی و بدون + وارد کنید، مثل 989121234567',
      ],
      [
        'a Telegram handle with @',
        (s) => ({ ...s, telegram: '@shop' }),
        'telegram',
        'شناسه تلگرام نامعتبر است',
      ],
      [
        'a latitude off the globe',
        (s) => ({ ...s, location: { latitude: 120, longitude: 51.4 } }),
        'location.latitude',
        'عرض جغرافیایی نامعتبر است',
      ],
      [
        'an hour of 25:00',
        (s) => ({ ...s, workingHours: { ...s.workingHours, closes: '25:00' } }),
        'workingHours.closes',
        'ساعت را به شکل 09:00 وارد کنید',
      ],
      [
        'an unknown weekday',
        (s) => ({ ...s, workingHours: { ...s.workingHours, fromDay: 'someday' } }),
        'workingHours.fromDay',
        'روز هفته نامعتبر است',
      ],
      [
        'a fractional threshold',
        (s) => ({ ...s, freeShippingThreshold: 99.5 }),
        'freeShippingThreshold',
        'حد ارسال رایگان باید عددی صحیح به تومان باشد',
      ],
      [
        'a javascript: social link',
        (s) => ({ ...s, socialLinks: [{ name: 'x', url: 'javascript:alert(1)' }] }),
        'socialLinks.0.url',
        'نشانی شبکه اجتماعی باید با http یا https شروع شود',
      ],
      ['a missing address', ({ address: _address, ...s }) => s, 'address', 'نشانی الزامی است'],
    ];
    it.each(cases)('%s', async (_name, change, field, message) => {
      const { settings } = await readSettings();
      const response = await save(change(settings)).expect(400);
      const body = apiErrorSchema.parse(response.body);
      expect(body.message).toBe(message);
      expect(body.details?.[field]).toBe(message);
      expect((await readSettings()).settings).toEqual(settings);
    });
  });
});
