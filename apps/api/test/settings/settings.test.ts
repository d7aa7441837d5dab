import { apiErrorSchema, settingsEndpoints, type ShopSettings } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { settings as settingsTable } from '../../src/db/schema';
import { writeBehindTheApi } from '../support/test-database';
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
      messengers: { bale: '', eitaa: '', rubika: '' },
      address: '',
      location: null,
      shopName: { fa: 'برق‌آفرین', en: 'Barq Afarin' },
      tagline: 'به‌روزترین تجهیزات برقی و الکترونیکی',
      workingHours: { fromDay: 'saturday', toDay: 'friday', opens: '09:00', closes: '21:00' },
      returnDays: 30,
      freeShippingThreshold: 500_000,
      smsPerHour: 200,
      enamad: '',
    });
    // Only what holds for any shop run this way: no payment security, no 24/7, no shop-wide warranty.
    expect(settings.benefits.map((card) => card.title)).toEqual(['سفارش آسان', 'تنوع محصولات']);
    expect(JSON.stringify(settings)).not.toMatch(/SSL|۲۴\/۷|گارانتی|warranty/);
  });

  it('when the owner pastes the code the eNamad site gives, then its seal link is kept, and read back as set', async () => {
    const { settings: defaults } = await readSettings();
    const pasted = `<a referrerpolicy='origin' target='_blank' href='https://trustseal.enamad.ir/?id=217543&Code=i2vTFeNyO3PE4BZgvzxv'><img referrerpolicy='origin' src='https://trustseal.enamad.ir/logo.aspx?id=217543&Code=i2vTFeNyO3PE4BZgvzxv' alt='' style='cursor:pointer' code='i2vTFeNyO3PE4BZgvzxv'></a>`;
    const link = 'https://trustseal.enamad.ir/?id=217543&Code=i2vTFeNyO3PE4BZgvzxv';
    const response = await save({ ...defaults, enamad: pasted }).expect(200);
    expect(settingsEndpoints.update.response.parse(response.body).settings.enamad).toBe(link);
    expect((await readSettings()).settings.enamad).toBe(link);
    // The link alone (as a shopper's browser shows it) is the same seal; saved again, it stays.
    await save({ ...defaults, enamad: `  ${link}  ` }).expect(200);
    expect((await readSettings()).settings.enamad).toBe(link);
    await save({ ...defaults, enamad: '' }).expect(200);
    expect((await readSettings()).settings.enamad).toBe('');
  });

  it('when the owner offers no free shipping, or edits the benefit cards, then the pages read exactly that', async () => {
    const { settings: defaults } = await readSettings();
    const benefits = [
      { title: ' مشاوره فنی ', text: 'پیش از خرید، با کارشناس برق ما مشورت کنید.' },
      { title: 'ارسال به سراسر ایران', text: 'با پست پیشتاز و باربری.' },
      { title: 'اصالت کالا', text: 'کالاها از نمایندگی رسمی برندها.' },
    ];
    await save({ ...defaults, freeShippingThreshold: null, benefits }).expect(200);
    expect((await readSettings()).settings).toMatchObject({
      freeShippingThreshold: null,
      benefits: [{ ...benefits[0], title: 'مشاوره فنی' }, benefits[1], benefits[2]],
    });
    await save({ ...defaults, benefits: [] }).expect(200);
    expect((await readSettings()).settings.benefits).toEqual([]);
    await save(defaults).expect(200);
  });

  it('when settings were saved before the benefit cards, the seal and per-product warranties, then they read with the new defaults and without the old shop-wide warranty', async () => {
    const { settings: defaults } = await readSettings();
    const { benefits: _benefits, enamad: _enamad, ...older } = defaults;
    await writeBehindTheApi(context.db, () =>
      context.db
        .update(settingsTable)
        .set({ value: { ...older, warrantyYears: 2, phone: '021-12345678' } })
        .where(eq(settingsTable.key, 'shop')),
    );
    const { settings } = await readSettings();
    expect(settings).toEqual({ ...defaults, phone: '021-12345678' });
    expect(settings).not.toHaveProperty('warrantyYears');
    await save(defaults).expect(200);
  });

  it('when the owner types Persian digits, separators, a home mobile or an @ name, then the settings are kept in the form the pages use', async () => {
    const { settings: defaults } = await readSettings();
    const response = await save({
      ...defaults,
      phone: '۰۲۱–۶۶۷۱۲۳۴۵',
      whatsapp: '۰۹۱۲ ۱۲۳ ۴۵۶۷',
      telegram: '@barq_afarin',
      // A messenger's id as its chat link, with @, or alone.
      messengers: {
        bale: 'https://ble.ir/barq_afarin',
        eitaa: '@barqafarin',
        rubika: 'rubika.ir/barq.afarin',
      },
      workingHours: { ...defaults.workingHours, opens: '۹:۰۰', closes: '۲۱:۳۰' },
    }).expect(200);
    const saved = settingsEndpoints.update.response.parse(response.body).settings;
    expect(saved).toMatchObject({
      phone: '021-66712345',
      whatsapp: '989121234567',
      telegram: 'barq_afarin',
      messengers: { bale: 'barq_afarin', eitaa: 'barqafarin', rubika: 'barq.afarin' },
      workingHours: { opens: '09:00', closes: '21:30' },
    });
    expect((await readSettings()).settings).toEqual(saved);
    const refused = await save({ ...defaults, whatsapp: '۰۹۱۲' }).expect(400);
    expect(apiErrorSchema.parse(refused.body).details?.whatsapp).toMatch(/^شماره واتس‌اپ نامعتبر است/);
    await save(defaults).expect(200);
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
      workingHours: {
        fromDay: 'saturday',
        toDay: 'thursday',
        opens: '08:30',
        closes: '20:00',
        exceptions: [{ day: 'thursday', closed: false, opens: '08:30', closes: '14:00' }],
      },
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

  it('when a day has hours of its own, then Persian digits are read, a day twice is refused, and hours sent without days (an older form) keep none', async () => {
    const { settings: defaults } = await readSettings();
    const hours = (exceptions: unknown) => ({
      ...defaults,
      workingHours: { ...defaults.workingHours, exceptions },
    });
    const saved = await save(
      hours([
        { day: 'thursday', closed: false, opens: '۹', closes: '۱۴:۰۰' },
        { day: 'friday', closed: true, opens: '09:00', closes: '21:00' },
      ]),
    ).expect(200);
    expect(settingsEndpoints.update.response.parse(saved.body).settings.workingHours.exceptions).toEqual([
      { day: 'thursday', closed: false, opens: '09:00', closes: '14:00' },
      { day: 'friday', closed: true, opens: '09:00', closes: '21:00' },
    ]);

    const twice = await save(
      hours([
        { day: 'friday', closed: true, opens: '09:00', closes: '21:00' },
        { day: 'friday', closed: false, opens: '10:00', closes: '12:00' },
      ]),
    ).expect(400);
    expect(apiErrorSchema.parse(twice.body).details?.['workingHours.exceptions']).toBe(
      'هر روز را یک بار وارد کنید',
    );
    const badTime = await save(
      hours([{ day: 'friday', closed: false, opens: '۲۵', closes: '12:00' }]),
    ).expect(400);
    expect(apiErrorSchema.parse(badTime.body).details?.['workingHours.exceptions.0.opens']).toBe(
      'ساعت را به شکل ۰۹:۰۰ وارد کنید',
    );
    // Nothing half-saved: the refused saves left the first one.
    expect((await readSettings()).settings.workingHours.exceptions).toHaveLength(2);

    const { exceptions: _dropped, ...withoutDays } = defaults.workingHours;
    const older = await save({ ...defaults, workingHours: withoutDays }).expect(200);
    expect(settingsEndpoints.update.response.parse(older.body).settings.workingHours.exceptions).toEqual([]);
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
      [
        'a phone with letters',
        (s) => ({ ...s, phone: '021-CALL-US' }),
        'phone',
        'شماره تلفن را با رقم بنویسید، مثل ۰۲۱-۶۶۷۱۲۳۴۵',
      ],
      [
        'a WhatsApp number too short to be a mobile',
        (s) => ({ ...s, whatsapp: '+98912' }),
        'whatsapp',
        'شماره واتس‌اپ نامعتبر است؛ شماره موبایل را مثل ۰۹۱۲۱۲۳۴۵۶۷ یا ۹۸۹۱۲۱۲۳۴۵۶۷ بنویسید',
      ],
      [
        'a Telegram handle with @',
        (s) => ({ ...s, telegram: '@shop' }),
        'telegram',
        'شناسه تلگرام نامعتبر است',
      ],
      [
        'a Bale id in Persian letters',
        (s) => ({ ...s, messengers: { ...s.messengers, bale: 'فروشگاه' } }),
        'messengers.bale',
        'شناسه بله نامعتبر است',
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
        'ساعت را به شکل ۰۹:۰۰ وارد کنید',
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
      [
        'a benefit card without a title',
        (s) => ({ ...s, benefits: [{ title: '  ', text: 'متن' }] }),
        'benefits.0.title',
        'عنوان کارت مزیت الزامی است',
      ],
      [
        'a benefit card with a long text',
        (s) => ({ ...s, benefits: [...s.benefits, { title: 'کارت', text: 'ب'.repeat(201) }] }),
        `benefits.2.text`,
        'متن کارت مزیت حداکثر ۲۰۰ نویسه است',
      ],
      [
        'five benefit cards',
        (s) => ({ ...s, benefits: Array.from({ length: 5 }, () => ({ title: 'کارت', text: 'متن' })) }),
        'benefits',
        'حداکثر ۴ کارت مزیت مجاز است',
      ],
      [
        'an eNamad link without its code',
        (s) => ({ ...s, enamad: 'https://trustseal.enamad.ir/?id=217543' }),
        'enamad',
        'کد اینماد نامعتبر است؛ کدی را که سایت اینماد می‌دهد (با id و Code) کامل بچسبانید',
      ],
      [
        'a negative free-shipping threshold',
        (s) => ({ ...s, freeShippingThreshold: -1 }),
        'freeShippingThreshold',
        'حد ارسال رایگان باید عددی صحیح به تومان باشد',
      ],
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
