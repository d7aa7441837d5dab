import { apiErrorSchema, FEED_PATHS, feedSettingsEndpoints, type FeedSettings } from '@shop/contracts';
import request from 'supertest';
import { insertProducts } from '../support/product-rows';
import { useTestApp } from '../support/use-test-app';
import { fakeWebBuild } from '../support/web-build';
import { SHOP_URL, torobKeys, torobToken } from './feed-support';

const keys = torobKeys();
const ALL_ON: FeedSettings = { torobApi: true, productsXml: true, torobWebhook: true };

describe('the feed switches on the settings screen', () => {
  const context = useTestApp({
    admin: true,
    shopper: true,
    webDist: fakeWebBuild(),
    env: { PUBLIC_URL: SHOP_URL, TOROB_PUBLIC_KEY: keys.publicPem },
  });
  const asAdmin = (test: request.Test) => test.set('Authorization', context.admin.bearer);
  const save = async (feeds: FeedSettings) => {
    const response = await asAdmin(request(context.app).put(feedSettingsEndpoints.update.path))
      .send(feeds)
      .expect(200);
    return feedSettingsEndpoints.update.response.parse(response.body);
  };
  const read = async () =>
    feedSettingsEndpoints.get.response.parse(
      (await asAdmin(request(context.app).get(feedSettingsEndpoints.get.path)).expect(200)).body,
    );
  const askTorob = async () =>
    request(context.app)
      .post(FEED_PATHS.torobProducts)
      .set('X-Torob-Token', await torobToken(keys.privateKey))
      .send({ page: 1, sort: 'date_added_desc' });

  beforeAll(() => insertProducts(context.db, 2));
  afterEach(() => save(ALL_ON));

  it('when nothing was saved, then every feed is on and the screen gets the absolute addresses to give Torob and Google', async () => {
    expect(await read()).toEqual({
      feeds: ALL_ON,
      addresses: {
        torobApi: `${SHOP_URL}/torob_api/v3/products`,
        productsXml: `${SHOP_URL}/feeds/products.xml`,
      },
      webhook: { configured: false, url: 'https://api.torob.com/update/webhook/v1/' },
    });
  });

  it("when Torob's API is switched off, then it answers 404 in Torob's error shape, even to a good token, and 200 again once on", async () => {
    expect((await askTorob()).status).toBe(200);
    const saved = await save({ ...ALL_ON, torobApi: false });
    expect(saved.message).toBe('تنظیمات فیدها ذخیره شد');
    expect((await read()).feeds).toEqual({ ...ALL_ON, torobApi: false });
    const off = await askTorob();
    expect(off.status).toBe(404);
    expect(off.body).toEqual({ error: 'not found' });
    // The other feeds are untouched.
    await request(context.app).get(FEED_PATHS.productsXml).expect(200);
    await save(ALL_ON);
    expect((await askTorob()).status).toBe(200);
  });

  it('when the XML feed is switched off, then it answers 404 and robots.txt no longer names it; on again, both come back', async () => {
    const robots = async () => (await request(context.app).get('/robots.txt').expect(200)).text;
    expect(await robots()).toContain(`# Product feed: ${SHOP_URL}/feeds/products.xml`);
    await save({ ...ALL_ON, productsXml: false });
    await request(context.app).get(FEED_PATHS.productsXml).expect(404);
    expect(await robots()).not.toContain('products.xml');
    expect((await askTorob()).status).toBe(200);
    await save(ALL_ON);
    const feed = await request(context.app).get(FEED_PATHS.productsXml).expect(200);
    expect(feed.text).toContain('<rss');
    expect(await robots()).toContain(`Allow: ${FEED_PATHS.productsXml}`);
  });

  it('when the webhook is switched off, then that is kept and the other feeds stay on', async () => {
    await save({ ...ALL_ON, torobWebhook: false });
    expect((await read()).feeds).toEqual({ ...ALL_ON, torobWebhook: false });
    expect((await askTorob()).status).toBe(200);
  });

  it('when a switch is not a yes or no, then it is refused in Persian naming the field, and nothing is saved', async () => {
    const response = await asAdmin(request(context.app).put(feedSettingsEndpoints.update.path))
      .send({ torobApi: 'off', productsXml: true })
      .expect(400);
    expect(apiErrorSchema.parse(response.body).details).toEqual({
      torobApi: 'وضعیت فید باید روشن یا خاموش باشد',
      torobWebhook: 'وضعیت فید باید روشن یا خاموش باشد',
    });
    expect((await read()).feeds).toEqual(ALL_ON);
  });

  it('when a shopper or a visitor asks, then the switches are neither shown nor changed', async () => {
    await request(context.app).get(feedSettingsEndpoints.get.path).expect(401);
    await request(context.app)
      .put(feedSettingsEndpoints.update.path)
      .set('Authorization', context.shopper.bearer)
      .send({ ...ALL_ON, torobApi: false })
      .expect(403);
    expect((await read()).feeds).toEqual(ALL_ON);
  });
});

describe('the feed settings with a webhook token', () => {
  const context = useTestApp({
    admin: true,
    env: {
      PUBLIC_URL: SHOP_URL,
      TOROB_WEBHOOK_TOKEN: 'token',
      TOROB_WEBHOOK_URL: 'http://127.0.0.1:9/hook/',
    },
  });

  it('when TOROB_WEBHOOK_TOKEN is set, then the screen says the webhook is configured, and where it sends', async () => {
    const response = await request(context.app)
      .get(feedSettingsEndpoints.get.path)
      .set('Authorization', context.admin.bearer)
      .expect(200);
    expect(feedSettingsEndpoints.get.response.parse(response.body).webhook).toEqual({
      configured: true,
      url: 'http://127.0.0.1:9/hook/',
    });
  });
});
