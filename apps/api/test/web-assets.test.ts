import request from 'supertest';
import { useTestApp } from './support/use-test-app';
import { fakeWebBuild } from './support/web-build';

describe('the built web app’s files under attack', () => {
  const context = useTestApp(() => ({ webDist: fakeWebBuild() }));

  it('when an asset name carries an encoded / or \\, then 404 whether or not a file is there (no file-existence oracle)', async () => {
    const existing = ['..%2Findex.html', '..%5Cindex.html', 'x%2F..%2Findex-abc.js'];
    const missing = ['..%2Fno-such-file.html', '..%5Cno-such-file.html', 'x%2F..%2Fno-such.js'];
    for (const name of [...existing, ...missing]) {
      for (const encoding of ['br', 'identity']) {
        const response = await request(context.app).get(`/assets/${name}`).set('Accept-Encoding', encoding);
        expect([name, encoding, response.status]).toEqual([name, encoding, 404]);
      }
    }
  });

  it('when a hashed asset is asked with a failed precondition or an unsatisfiable range, then the error is not cached for a year', async () => {
    for (const encoding of ['br', 'identity']) {
      const precondition = await request(context.app)
        .get('/assets/index-abc.js')
        .set('Accept-Encoding', encoding)
        .set('If-Match', '"not-this-one"');
      expect(precondition.status).toBe(412);
      expect(precondition.headers['cache-control'] ?? '').not.toContain('immutable');
      expect(precondition.headers['content-encoding']).toBeUndefined();

      const range = await request(context.app)
        .get('/assets/index-abc.js')
        .set('Accept-Encoding', encoding)
        .set('Range', 'bytes=999999-');
      expect(range.status).toBe(416);
      expect(range.headers['cache-control'] ?? '').not.toContain('immutable');
      expect(range.headers['content-encoding']).toBeUndefined();
    }
    const fine = await request(context.app)
      .get('/assets/index-abc.js')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(fine.headers['cache-control']).toContain('immutable');
  });
});
