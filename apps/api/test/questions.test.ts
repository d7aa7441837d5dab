import { productEndpoints, questionEndpoints, type Product } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { productQuestions } from '../src/db/schema';
import { QUESTIONS_PER_ACCOUNT, QUESTIONS_PER_ADDRESS } from '../src/modules/questions/limits';
import { createProduct } from './support/catalog-client';
import { HOUR, manualClock, MINUTE } from './support/manual-clock';
import { jsonLdBlocks } from './support/page-html';
import { persianMessage } from './request-list/list-fixtures';
import { useTestApp } from './support/use-test-app';
import { createUser, type TestUser } from './support/users';
import { fakeWebBuild } from './support/web-build';

const { ask, published, list, waitingCount, answer, approve, reject } = questionEndpoints;
const NOTHING = '00000000-0000-4000-8000-000000000000';
const DAY = 24 * HOUR;

describe('product questions: shoppers ask, the owner answers, the page shows only what he published', () => {
  const clock = manualClock(new Date('2026-12-01T08:00:00Z'));
  // Behind the shop's reverse proxy: the client address comes from X-Forwarded-For.
  const context = useTestApp({
    env: { TRUST_PROXY: '1 from 127.0.0.1' },
    clock: clock.now,
    webDist: fakeWebBuild(),
    admin: true,
  });
  let product: Product;
  let address = 0;
  /** A client address no other test of the file uses, so the per-address limit is each test's own. */
  const newAddress = () => `10.7.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

  beforeAll(async () => {
    product = await createProduct(context.app, context.admin, { title: 'کلید مینیاتوری ۱۶ آمپر پرسش' });
  });
  beforeEach(() => clock.advance(MINUTE));

  const withId = (path: string, id: string) => path.replace(':id', id);
  const askAs = (user: TestUser, question: string, ip = newAddress(), productId = product._id) =>
    request(context.app)
      .post(withId(ask.path, productId))
      .set('Authorization', user.bearer)
      .set('X-Forwarded-For', ip)
      .send({ question });
  const asked = async (user: TestUser, question: string) => {
    const response = await askAs(user, question).expect(200);
    return ask.response.parse(response.body).question.id;
  };
  const publishedOf = async (productId = product._id, page = 1) =>
    published.response.parse(
      (await request(context.app).get(withId(published.path, productId)).query({ page }).expect(200)).body,
    );
  const asAdmin = (test: request.Test) => test.set('Authorization', context.admin.bearer);
  const deskList = async (status?: string) =>
    list.response.parse(
      (
        await asAdmin(
          request(context.app)
            .get(list.path)
            .query(status ? { status } : {}),
        ).expect(200)
      ).body,
    );
  const waiting = async () =>
    waitingCount.response.parse((await asAdmin(request(context.app).get(waitingCount.path)).expect(200)).body)
      .waiting;
  const answerWith = async (id: string, text: string) =>
    answer.response.parse(
      (
        await asAdmin(request(context.app).put(withId(answer.path, id)))
          .send({ answer: text })
          .expect(200)
      ).body,
    ).question;
  const decide = async (endpoint: typeof approve | typeof reject, id: string) =>
    endpoint.response.parse(
      (await asAdmin(request(context.app).post(withId(endpoint.path, id))).expect(200)).body,
    ).question;
  const storedRow = async (id: string) =>
    (await context.db.select().from(productQuestions).where(eq(productQuestions.id, id)))[0];
  const productPage = async (productId = product._id) =>
    (await request(context.app).get(`/product/${productId}`).expect(200)).text;
  const faqOf = (html: string) => jsonLdBlocks(html).find((block) => block['@type'] === 'FAQPage');

  it('when a shopper asks, then it waits unseen; once the owner answers, the product, its API and its drawn page’s FAQ show it at once', async () => {
    const shopper = await createUser(context.db, { name: 'رضا' });
    const waitingBefore = await waiting();
    const before = await productPage(); // drawn and kept before the answer
    expect(faqOf(before)).toBeUndefined();

    const id = await asked(shopper, '  آيا اين كليد   برای   کابل ۴ میلی‌متری مناسب است؟ ');
    expect(await storedRow(id)).toMatchObject({
      status: 'waiting',
      question: 'آیا این کلید برای کابل ۴ میلی‌متری مناسب است؟',
      userId: shopper.id,
      answer: null,
    });
    expect((await publishedOf()).items.map((item) => item.id)).not.toContain(id);
    expect(await productPage()).not.toContain('کابل ۴ میلی‌متری');
    expect(await waiting()).toBe(waitingBefore + 1);
    const desk = await deskList();
    expect(desk.items.find((item) => item.id === id)).toMatchObject({
      status: 'waiting',
      productId: product._id,
      productTitle: product.title,
      asker: 'رضا',
    });

    const answered = await answerWith(id, 'بله، تا ۲۵ آمپر مناسب است.');
    expect(answered).toMatchObject({ status: 'published', answer: 'بله، تا ۲۵ آمپر مناسب است.' });
    expect(await storedRow(id)).toMatchObject({
      status: 'published',
      answeredBy: context.admin.id,
      answeredAt: clock.now(),
    });
    expect(await waiting()).toBe(waitingBefore);
    const shown = (await publishedOf()).items.find((item) => item.id === id);
    expect(shown).toEqual({
      id,
      question: 'آیا این کلید برای کابل ۴ میلی‌متری مناسب است؟',
      answer: 'بله، تا ۲۵ آمپر مناسب است.',
      createdAt: answered.createdAt,
      answeredAt: clock.now().toISOString(),
    });
    expect(faqOf(await productPage())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'آیا این کلید برای کابل ۴ میلی‌متری مناسب است؟',
          acceptedAnswer: { '@type': 'Answer', text: 'بله، تا ۲۵ آمپر مناسب است.' },
        },
      ],
    });

    // An edited answer shows at once too.
    await answerWith(id, 'بله، برای کابل ۴ و ۶ میلی‌متری.');
    expect(JSON.stringify(faqOf(await productPage()))).toContain('برای کابل ۴ و ۶ میلی‌متری');
  });

  it('when the owner rejects a question, then it is never shown; approved without an answer, it shows but is no FAQ', async () => {
    const shopper = await createUser(context.db);
    const rejected = await asked(shopper, 'این پرسش ربطی به کالا ندارد و رد می‌شود');
    expect(await decide(reject, rejected)).toMatchObject({ status: 'rejected', answer: null });
    expect((await storedRow(rejected))?.status).toBe('rejected');
    expect((await publishedOf()).items.map((item) => item.id)).not.toContain(rejected);
    expect(await productPage()).not.toContain('ربطی به کالا ندارد');
    expect((await deskList('rejected')).items.map((item) => item.id)).toContain(rejected);

    const approved = await asked(shopper, 'رنگ بدنه این کلید سفید است یا خاکستری؟');
    expect(await decide(approve, approved)).toMatchObject({ status: 'published', answer: null });
    expect((await publishedOf()).items[0]).toMatchObject({ id: approved, answer: null });
    expect(JSON.stringify(faqOf(await productPage()) ?? {})).not.toContain('رنگ بدنه');

    // Rejected after it was shown: it goes from the page at once.
    await decide(reject, approved);
    expect((await publishedOf()).items.map((item) => item.id)).not.toContain(approved);
  });

  it('when a question holds HTML or a script, then it is kept and shown as text, never as markup', async () => {
    const shopper = await createUser(context.db);
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> این کلید </script> ضد آب است؟';
    const id = await asked(shopper, hostile);
    expect((await storedRow(id))?.question).toBe(hostile);
    await answerWith(id, '<b>خیر</b>، ضد آب نیست');
    expect((await publishedOf()).items.find((item) => item.id === id)).toMatchObject({
      question: hostile,
      answer: '<b>خیر</b>، ضد آب نیست',
    });
    const html = await productPage();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>خیر</b>');
    expect(JSON.stringify(faqOf(html))).toContain(JSON.stringify(hostile).slice(1, -1));
  });

  it('when a question is too short, too long, blank or asked by nobody, then it is refused in Persian and nothing is kept', async () => {
    const shopper = await createUser(context.db);
    const tooShort = await askAs(shopper, '  قیمت؟   ');
    expect(tooShort.status).toBe(400);
    expect(persianMessage(tooShort.body)).toContain('پرسش');
    const tooLong = await askAs(shopper, 'الف'.repeat(501));
    expect(tooLong.status).toBe(400);
    expect(persianMessage(tooLong.body)).toContain('۵۰۰');
    expect((await askAs(shopper, '\u200B\u202E   \n\n ')).status).toBe(400);
    const anonymous = await request(context.app)
      .post(withId(ask.path, product._id))
      .send({ question: 'پرسشی بدون ورود به حساب کاربری' });
    expect(anonymous.status).toBe(401);
    const noProduct = await askAs(shopper, 'پرسش درباره کالایی که نیست', newAddress(), NOTHING);
    expect(noProduct.status).toBe(404);
    expect(persianMessage(noProduct.body)).toBe('محصول یافت نشد');
    expect(
      await context.db.select().from(productQuestions).where(eq(productQuestions.userId, shopper.id)),
    ).toEqual([]);
    expect((await request(context.app).get(withId(published.path, NOTHING))).status).toBe(404);
  });

  it('when one account asks past its daily limit, even at once from several addresses, then the extra questions are refused and the next day it may ask again', async () => {
    const shopper = await createUser(context.db);
    const tries = QUESTIONS_PER_ACCOUNT.limit + 3;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, index) => askAs(shopper, `پرسش شماره ${index + 1} درباره این کلید`)),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([
      ...Array<number>(QUESTIONS_PER_ACCOUNT.limit).fill(200),
      ...Array<number>(3).fill(429),
    ]);
    const refused = answers.find((response) => response.status === 429)!;
    expect(persianMessage(refused.body)).toContain('پرسش‌های امروز شما');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const kept = await context.db
      .select()
      .from(productQuestions)
      .where(eq(productQuestions.userId, shopper.id));
    expect(kept).toHaveLength(QUESTIONS_PER_ACCOUNT.limit);

    clock.advance(DAY);
    expect((await askAs(shopper, 'پرسش فردا درباره همین کلید')).status).toBe(200);
  });

  it('when one address asks past its daily limit, even from many accounts at once, then the extra questions are refused', async () => {
    const ip = newAddress();
    const tries = QUESTIONS_PER_ADDRESS.limit + 2;
    const shoppers = await Promise.all(Array.from({ length: tries }, () => createUser(context.db)));
    const answers = await Promise.all(
      shoppers.map((shopper, index) => askAs(shopper, `پرسش از یک اتصال، شماره ${index + 1}`, ip)),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([
      ...Array<number>(QUESTIONS_PER_ADDRESS.limit).fill(200),
      ...Array<number>(2).fill(429),
    ]);
    expect(persianMessage(answers.find((response) => response.status === 429)!.body)).toContain('این اتصال');
    expect(
      await context.db.select().from(productQuestions).where(eq(productQuestions.askerIp, ip)),
    ).toHaveLength(QUESTIONS_PER_ADDRESS.limit);
    // Another address is not held back by it.
    expect((await askAs(shoppers[0]!, 'پرسش از اتصالی دیگر درباره کلید')).status).toBe(200);
  });

  it('when there are more published questions than a page, then they come newest first a page at a time', async () => {
    const other = await createProduct(context.app, context.admin);
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      clock.advance(MINUTE);
      const shopper = await createUser(context.db);
      const id = await askAs(shopper, `پرسش ترتیبی شماره ${index + 1}`, newAddress(), other._id);
      ids.push(ask.response.parse(id.body).question.id);
    }
    for (const id of ids) await decide(approve, id);
    const first = await publishedOf(other._id);
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 12 });
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(-10).reverse());
    expect((await publishedOf(other._id, 2)).items.map((item) => item.id)).toEqual(ids.slice(0, 2).reverse());
  });

  it('when a product is deleted, then its questions go with it', async () => {
    const doomed = await createProduct(context.app, context.admin);
    const shopper = await createUser(context.db);
    const response = await askAs(shopper, 'این محصول به زودی حذف می‌شود؟', newAddress(), doomed._id);
    const id = ask.response.parse(response.body).question.id;
    await asAdmin(request(context.app).delete(withId(productEndpoints.remove.path, doomed._id))).expect(200);
    expect(await storedRow(id)).toBeUndefined();
    expect(
      (await request(context.app).post(withId(approve.path, id)).set('Authorization', context.admin.bearer))
        .status,
    ).toBe(404);
  });
});
