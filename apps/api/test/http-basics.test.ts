import fs from 'node:fs';
import path from 'node:path';
import { apiErrorSchema, healthEndpoints } from '@shop/contracts';
import request from 'supertest';
import { createTestContext, makeTempDir } from './support/test-app';
import { useTestApp } from './support/use-test-app';

describe('HTTP basics', () => {
  const context = useTestApp(() => {
    const webDist = makeTempDir('shop-web-');
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="fa" dir="rtl"><head><title>فروشگاه</title></head><body><div id="root"></div></body></html>',
    );
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    // The shop's own uploads folder (object storage has tests of its own).
    return { webDist, env: { STORAGE: 'disk' } };
  });

  it('when /healthz is asked, then the process answers ok', async () => {
    const response = await request(context.app).get('/healthz').expect(200);
    expect(healthEndpoints.healthz.response.parse(response.body)).toEqual({ status: 'ok' });
  });

  it('when /readyz is asked, then the database answers', async () => {
    const response = await request(context.app).get('/readyz').expect(200);
    expect(healthEndpoints.readyz.response.parse(response.body)).toEqual({ status: 'ready' });
  });

  it('when an unknown API path is asked, then a JSON 404 in Persian comes back', async () => {
    const response = await request(context.app)
      .get('/api/no-such-thing')
      .expect(404)
      .expect('Content-Type', /json/);
    const body = apiErrorSchema.parse(response.body);
    expect(body.code).toBe('NOT_FOUND');
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('when a client route is reloaded, then the SPA index is served', async () => {
    const response = await request(context.app)
      .get('/shop?page=2')
      .expect(200)
      .expect('Content-Type', /html/);
    expect(response.text).toContain('dir="rtl"');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with long-lived caching', async () => {
    const response = await request(context.app).get('/assets/app-1a2b3c.js').expect(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('when a JSON body cannot be read, then a Persian 400 comes back', async () => {
    const response = await request(context.app)
      .post('/api/anything')
      .set('Content-Type', 'application/json')
      .send('{"broken":')
      .expect(400);
    expect(apiErrorSchema.parse(response.body).message).toBe('بدنه درخواست قابل خواندن نیست');
  });

  it('sends a strict Content-Security-Policy and a request id', async () => {
    const response = await request(context.app).get('/');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    // Pictures from the shop itself, and from outside only the eNamad seal's (drawn when the owner set one)
    // and OpenStreetMap's tiles (the settings screen's map).
    expect(csp).toContain(
      "img-src 'self' data: blob: https://trustseal.enamad.ir https://tile.openstreetmap.org;",
    );
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('when an uploaded file is missing, then a JSON 404 comes back', async () => {
    await request(context.app).get('/uploads/nothing-320.webp').expect(404).expect('Content-Type', /json/);
  });
});

describe('HTTP basics behind https', () => {
  it('when PUBLIC_URL is https, then HSTS is sent', async () => {
    const context = await createTestContext({ env: { PUBLIC_URL: 'https://shop.example' } });
    try {
      const response = await request(context.app).get('/healthz');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await context.close();
    }
  });

  it('when the database is gone, then /readyz says unavailable', async () => {
    const context = await createTestContext();
    await context.database.close();
    const response = await request(context.app).get('/readyz').expect(503);
    expect(response.body).toEqual({ status: 'unavailable' });
  });
});
