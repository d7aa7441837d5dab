import { randomBytes } from 'node:crypto';
import { proFormaEndpoints, queryKeyFor } from '@shop/contracts';
import request from 'supertest';
import { attribute, embedded, headOf } from '../support/page-html';
import { useTestApp } from '../support/use-test-app';
import { fakeWebBuild } from '../support/web-build';
import { createBreaker } from './list-fixtures';

describe('the list and pro-forma pages, drawn by the server', () => {
  const context = useTestApp({
    env: { PUBLIC_URL: 'https://shop.example' },
    webDist: fakeWebBuild(),
    admin: true,
  });

  it('when the list page is opened, then it is titled and not indexed, and embeds no list (the list is the browser’s)', async () => {
    const response = await request(context.app).get('/list').expect(200);
    const head = headOf(response.text);
    expect(head).toContain('<title>لیست خرید | برق‌آفرین</title>');
    expect(head).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(head).not.toContain('rel="canonical"');
  });

  it('when a pro-forma’s page is opened, then it is titled by its number in Persian digits, not indexed, and its answer comes embedded', async () => {
    const breaker = await createBreaker(context);
    const created = await request(context.app)
      .post(proFormaEndpoints.create.path)
      .send({
        lines: [{ variantId: breaker.variants[0]!._id, quantity: 2, addedPrice: null }],
        channel: 'link',
      })
      .expect(200);
    const { proForma } = proFormaEndpoints.create.response.parse(created.body);
    const persianNumber = proForma.number.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);

    const response = await request(context.app).get(`/pro-forma/${proForma.token}`).expect(200);
    const head = headOf(response.text);
    expect(head).toContain(`<title>پیش‌فاکتور ${persianNumber} | برق‌آفرین</title>`);
    expect(attribute(head, /<meta name="description" content="([^"]*)"/)).toContain(persianNumber);
    expect(head).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(head).not.toContain('rel="canonical"');
    const call = { route: proFormaEndpoints.get, params: { token: proForma.token } };
    const answer = embedded(response.text).find(
      (item) => JSON.stringify(item.key) === JSON.stringify(queryKeyFor(call.route, call)),
    );
    expect(proFormaEndpoints.get.response.parse(answer?.data)).toEqual({ proForma, expired: false });
  });

  it('when a pro-forma’s page names no pro-forma, then the not-found page with a 404', async () => {
    for (const token of [randomBytes(24).toString('base64url'), 'short']) {
      const response = await request(context.app).get(`/pro-forma/${token}`).expect(404);
      expect(headOf(response.text)).toContain('<title>صفحه یافت نشد | برق‌آفرین</title>');
    }
  });
});
