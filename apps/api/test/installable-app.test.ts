import fs from 'node:fs';
import path from 'node:path';
import { settingsEndpoints } from '@shop/contracts';
import request from 'supertest';
import { useTestApp } from './support/use-test-app';
import { fakeWebBuild } from './support/web-build';

/** A built web app with the installable app's files as `vite build` leaves them. */
function webBuildWithWorker() {
  const dist = fakeWebBuild();
  fs.writeFileSync(path.join(dist, 'sw.js'), '(function(){self.addEventListener("fetch",()=>{})})();');
  fs.mkdirSync(path.join(dist, 'icons'));
  // The smallest PNG: its signature is all a browser looks at before the type.
  fs.writeFileSync(path.join(dist, 'icons/app-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  return dist;
}

describe('the installable app: manifest, service worker and their headers', () => {
  const context = useTestApp(() => ({ webDist: webBuildWithWorker(), admin: true }));

  it('when the manifest is asked for, then it is a web manifest named from the settings, right to left in Persian, revalidated', async () => {
    const response = await request(context.app).get('/manifest.webmanifest').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = JSON.parse(response.text);
    expect(manifest).toMatchObject({
      name: 'برق‌آفرین',
      short_name: 'برق‌آفرین',
      lang: 'fa',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f4c81',
      background_color: '#f6f8fb',
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('when the owner renames the shop, then the manifest names the app anew, its short name cut at a word', async () => {
    const { settings } = settingsEndpoints.get.response.parse(
      (await request(context.app).get('/api/settings').expect(200)).body,
    );
    await request(context.app)
      .put('/api/settings')
      .set('Authorization', context.admin.bearer)
      .send({ ...settings, shopName: { ...settings.shopName, fa: 'لوازم برقی نور تهران' } })
      .expect(200);
    const manifest = JSON.parse((await request(context.app).get('/manifest.webmanifest').expect(200)).text);
    expect(manifest.name).toBe('لوازم برقی نور تهران');
    expect(manifest.short_name).toBe('لوازم برقی');
  });

  it('when the service worker is asked for at the root, then it is JavaScript, never kept without asking', async () => {
    const response = await request(context.app).get('/sw.js').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const icon = await request(context.app).get('/icons/app-192.png').expect(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('when any page is sent, then its policy lets the shop’s own manifest and worker in, and nobody else’s', async () => {
    for (const address of ['/', '/manifest.webmanifest', '/sw.js']) {
      const policy = (await request(context.app).get(address)).headers['content-security-policy'] ?? '';
      expect([address, policy]).toEqual([address, expect.stringContaining("manifest-src 'self'")]);
      expect(policy).toContain("worker-src 'self'");
    }
  });
});
