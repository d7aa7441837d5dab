import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { finished } from 'node:stream';
import type { Request, Response } from 'express';
import { multipartForm } from '../src/http/upload';
import { requestBytes, sendRaw } from './support/raw-http';

describe('the multipart form parser', () => {
  it('when a form without a boundary is cut short by its client, then it reports one failure, not two', async () => {
    const form = multipartForm({
      files: [{ name: 'image', maxCount: 1, tooManyMessage: 'یک عکس' }],
      maxFields: 10,
      maxFileBytes: 1024 * 1024,
      tooLargeMessage: 'بزرگ',
    });
    const reported: unknown[] = [];
    // As the app does with a failure: the answer waits for the rest of the body (refuseAfterBody).
    const server = http.createServer((req, res) =>
      form(req as Request, res as Response, (error?: unknown) => {
        reported.push(error);
        req.resume();
        finished(req, () => res.writeHead(400).end());
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const whole = requestBytes({
        method: 'POST',
        target: '/form',
        headers: { 'Content-Type': 'multipart/form-data' },
        body: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nکابل\r\n--x--\r\n',
      });
      await sendRaw(`http://127.0.0.1:${port}`, whole.subarray(0, whole.length - 20), {
        endAfterSending: true,
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(reported).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});
