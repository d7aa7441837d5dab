import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  apiErrorSchema,
  DOCUMENT_MAX_BYTES,
  PRODUCT_DOCUMENTS_MAX,
  productDocumentEndpoints,
  productEndpoints,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { productDocuments } from '../../src/db/schema';
import { ORPHAN_AGE_MS, sweepOrphanImages } from '../../src/images/orphan-sweep';
import { encryptedPdf, fakePdf, htmlFile, makePdf } from '../fixtures/documents';
import { createProduct, referencedFiles, storedFiles, withForm } from '../support/catalog-client';
import { useTestApp } from '../support/use-test-app';
import type { TestUser } from '../support/users';

const MEGABYTE = 1024 * 1024;
const withId = (path: string, id: string) => path.replace(':id', id);

const MESSAGES = {
  notAPdf: 'فایل باید PDF باشد',
  tooLarge: 'حجم فایل باید کمتر از ۲۰ مگابایت باشد',
  encrypted: 'فایل PDF رمزدار پذیرفته نمی‌شود',
  unreadable: 'فایل PDF خراب است و خوانده نشد',
};

/** A body read whole as bytes, whatever its type. */
const asBytes = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/**
 * A product's PDFs (issue 31): checked by their bytes, stored beside the images (the uploads folder, or
 * a bucket under TEST_STORAGE=s3), listed on the product's reads, served only as downloads, and never
 * half-written.
 */
describe('product documents', () => {
  const context = useTestApp({ admin: true, shopper: true });
  const stored = () => storedFiles(context.images.storage);
  const rowsOf = (productId: string) =>
    context.db.select().from(productDocuments).where(eq(productDocuments.productId, productId));

  const upload = (
    productId: string,
    file: Buffer,
    fields: Record<string, string> = {},
    caller: TestUser | null = context.admin,
  ) => {
    const test = request(context.app).post(withId(productDocumentEndpoints.upload.path, productId));
    return withForm(
      caller ? test.set('Authorization', caller.bearer) : test,
      { title: 'دیتاشیت کلید مینیاتوری', kind: 'datasheet', ...fields },
      [{ field: 'file', buffer: file, filename: 'datasheet.pdf', contentType: 'application/pdf' }],
    );
  };
  const uploaded = async (productId: string, file: Buffer, fields: Record<string, string> = {}) =>
    productDocumentEndpoints.upload.response.parse((await upload(productId, file, fields).expect(200)).body)
      .document;
  const productPage = async (id: string) => {
    const response = await request(context.app)
      .get(withId(productEndpoints.getWithRelated.path, id))
      .expect(200);
    return productEndpoints.getWithRelated.response.parse(response.body).product;
  };
  const removeDocument = (id: string) =>
    request(context.app)
      .delete(withId(productDocumentEndpoints.remove.path, id))
      .set('Authorization', context.admin.bearer);

  it('when an admin uploads a real PDF, then its row and file are stored, its pages counted, and both product reads list it', async () => {
    const product = await createProduct(context.app, context.admin);
    const pdf = await makePdf(8);
    const document = await uploaded(product._id, pdf, {
      title: 'گواهی استاندارد IEC 60898',
      kind: 'certificate',
    });

    expect(document).toMatchObject({
      kind: 'certificate',
      title: 'گواهی استاندارد IEC 60898',
      bytes: pdf.length,
      pages: 8,
    });
    expect(document.file).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(Buffer.compare((await context.images.storage.read(document.file))!, pdf)).toBe(0);
    expect(await rowsOf(product._id)).toMatchObject([
      { id: document._id, file: document.file, bytes: pdf.length, pages: 8, position: 0 },
    ]);
    expect((await productPage(product._id)).documents).toEqual([document]);
    const edited = await request(context.app).get(withId(productEndpoints.get.path, product._id)).expect(200);
    expect(productEndpoints.get.response.parse(edited.body).product.documents).toEqual([document]);
  });

  it('when a document is fetched, then it comes as a PDF download, never sniffed or run on the shop’s origin', async () => {
    const product = await createProduct(context.app, context.admin);
    const pdf = await makePdf(2);
    const { file } = await uploaded(product._id, pdf);

    const served = await request(context.app).get(`/uploads/${file}`).buffer(true).parse(asBytes);
    if (context.images.storage.kind === 'disk') {
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(Buffer.compare(served.body as Buffer, pdf)).toBe(0);
    } else {
      // From the bucket: the object itself carries the type and the disposition.
      expect(served.status).toBe(301);
      const object = await fetch(served.headers.location!);
      expect(object.headers.get('content-type')).toBe('application/pdf');
      expect(object.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
      expect(Buffer.compare(Buffer.from(await object.arrayBuffer()), pdf)).toBe(0);
    }
  });

  describe('when the file is not a PDF a shopper can open, whatever its name and declared type, then 400 in Persian, and neither row nor file is kept', () => {
    const cases: [string, () => Buffer | Promise<Buffer>, string][] = [
      ['a web page named datasheet.pdf', htmlFile, MESSAGES.notAPdf],
      ['a file that only begins like a PDF', fakePdf, MESSAGES.unreadable],
      ['an encrypted PDF', encryptedPdf, MESSAGES.encrypted],
    ];
    it.each(cases)('%s', async (_name, build, message) => {
      const product = await createProduct(context.app, context.admin);
      const before = await stored();
      const response = await upload(product._id, await build()).expect(400);
      expect(apiErrorSchema.parse(response.body)).toMatchObject({ message, details: { file: message } });
      expect(await rowsOf(product._id)).toEqual([]);
      expect(await stored()).toEqual(before);
    });
  });

  it('when the form lacks the file, the title or a known kind, or names no product, then it is refused before anything is stored', async () => {
    const product = await createProduct(context.app, context.admin);
    const pdf = await makePdf();
    const before = await stored();
    const noFile = await withForm(
      request(context.app)
        .post(withId(productDocumentEndpoints.upload.path, product._id))
        .set('Authorization', context.admin.bearer),
      { title: 'کاتالوگ', kind: 'catalogue' },
    ).expect(400);
    expect(apiErrorSchema.parse(noFile.body).details).toEqual({ file: 'فایل PDF مستند را انتخاب کنید' });
    const noTitle = await upload(product._id, pdf, { title: ' \u200c ' }).expect(400);
    expect(apiErrorSchema.parse(noTitle.body).details).toMatchObject({ title: 'عنوان مستند الزامی است' });
    const badKind = await upload(product._id, pdf, { kind: 'script' }).expect(400);
    expect(apiErrorSchema.parse(badKind.body).details).toMatchObject({ kind: 'نوع مستند را انتخاب کنید' });
    const twoFiles = await withForm(
      request(context.app)
        .post(withId(productDocumentEndpoints.upload.path, product._id))
        .set('Authorization', context.admin.bearer),
      { title: 'کاتالوگ', kind: 'catalogue' },
      [
        { field: 'file', buffer: pdf, filename: 'a.pdf' },
        { field: 'file', buffer: pdf, filename: 'b.pdf' },
      ],
    ).expect(400);
    expect(apiErrorSchema.parse(twoFiles.body).message).toBe('برای هر مستند فقط یک فایل فرستاده شود');
    const noProduct = await upload('00000000-0000-4000-8000-000000000000', pdf).expect(404);
    expect(apiErrorSchema.parse(noProduct.body).message).toBe('محصول یافت نشد');
    expect(await rowsOf(product._id)).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it('when someone other than an admin uploads, then 401 or 403 and nothing is kept', async () => {
    const product = await createProduct(context.app, context.admin);
    const before = await stored();
    const pdf = await makePdf();
    await upload(product._id, pdf, {}, null).expect(401);
    await upload(product._id, pdf, {}, context.shopper).expect(403);
    expect(await rowsOf(product._id)).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  describe('a file over 20 MB', () => {
    let server: http.Server;
    let port: number;
    beforeAll(async () => {
      server = http.createServer(context.app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    const boundary = 'document-boundary';
    const formHead = Buffer.from(
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nکاتالوگ کامل\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ncatalogue\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalogue.pdf"\r\n`,
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
      ].join(''),
    );
    const formTail = Buffer.from(`\r\n--${boundary}--\r\n`);

    /**
     * Streams a form with a PDF of `fileBytes` (made up on the fly, never held whole) and stops sending
     * once the answer has come; `declared` sends a Content-Length, else the body goes chunked.
     */
    function streamUpload(productId: string, fileBytes: number, { declared }: { declared: boolean }) {
      const total = formHead.length + fileBytes + formTail.length;
      return new Promise<{ status: number; body: unknown; sentWhenAnswered: number }>((resolve, reject) => {
        let sent = 0;
        let answered = false;
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: withId(productDocumentEndpoints.upload.path, productId),
          headers: {
            Authorization: context.admin.bearer,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            ...(declared ? { 'Content-Length': total } : {}),
          },
        });
        req.on('response', (res) => {
          answered = true;
          const sentWhenAnswered = sent;
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            req.destroy();
            const text = Buffer.concat(chunks).toString();
            resolve({ status: res.statusCode!, body: JSON.parse(text), sentWhenAnswered });
          });
        });
        req.on('error', (error) => !answered && reject(error));
        const chunk = Buffer.alloc(MEGABYTE, 0x20);
        let left = fileBytes;
        const write = (bytes: Buffer) => {
          sent += bytes.length;
          return req.write(bytes);
        };
        const pump = () => {
          while (left > 0 && !answered) {
            const piece = chunk.subarray(0, Math.min(left, chunk.length));
            left -= piece.length;
            if (!write(piece)) return void req.once('drain', pump);
          }
          if (!answered) req.end(formTail, () => (sent += formTail.length));
        };
        write(formHead);
        pump();
      });
    }

    it('when a 200 MB file comes, then 413 in Persian arrives before a tenth of it has been sent, and nothing is kept', async () => {
      const product = await createProduct(context.app, context.admin);
      const before = await stored();
      const answer = await streamUpload(product._id, 200 * MEGABYTE, { declared: true });
      expect(answer.status).toBe(413);
      expect(apiErrorSchema.parse(answer.body).message).toBe(MESSAGES.tooLarge);
      expect(answer.sentWhenAnswered).toBeLessThan(20 * MEGABYTE);
      expect(await rowsOf(product._id)).toEqual([]);
      expect(await stored()).toEqual(before);
    });

    it('when a file just over the limit comes without a declared length, then the parser stops keeping it at 20 MB and answers 413', async () => {
      const product = await createProduct(context.app, context.admin);
      const before = await stored();
      const answer = await streamUpload(product._id, DOCUMENT_MAX_BYTES + MEGABYTE, { declared: false });
      expect(answer.status).toBe(413);
      expect(apiErrorSchema.parse(answer.body)).toMatchObject({
        message: MESSAGES.tooLarge,
        details: { file: MESSAGES.tooLarge },
      });
      expect(await rowsOf(product._id)).toEqual([]);
      expect(await stored()).toEqual(before);
    });
  });

  it('when documents are reordered, then both reads list them in the new order; an order that leaves one out is refused', async () => {
    const product = await createProduct(context.app, context.admin);
    const first = await uploaded(product._id, await makePdf(), { kind: 'datasheet', title: 'دیتاشیت' });
    const second = await uploaded(product._id, await makePdf(), { kind: 'warranty', title: 'شرایط گارانتی' });
    expect((await productPage(product._id)).documents.map(({ _id }) => _id)).toEqual([first._id, second._id]);

    const reorder = (ids: string[]) =>
      request(context.app)
        .put(withId(productDocumentEndpoints.reorder.path, product._id))
        .set('Authorization', context.admin.bearer)
        .send({ ids });
    const response = await reorder([second._id, first._id]).expect(200);
    expect(productDocumentEndpoints.reorder.response.parse(response.body).documents).toEqual([second, first]);
    expect((await productPage(product._id)).documents).toEqual([second, first]);

    const refused = await reorder([second._id]).expect(400);
    expect(apiErrorSchema.parse(refused.body).message).toMatch(/ترتیب مستندها نامعتبر است/);
    expect((await productPage(product._id)).documents).toEqual([second, first]);
  });

  it('when a document is deleted, then its row and file go; a file another product’s document shares stays until that one goes too', async () => {
    const [lamp, switchProduct] = [
      await createProduct(context.app, context.admin),
      await createProduct(context.app, context.admin),
    ];
    const pdf = await makePdf(3);
    const own = await uploaded(lamp._id, pdf);
    const shared = await uploaded(switchProduct._id, pdf, { title: 'کاتالوگ', kind: 'catalogue' });
    expect(shared.file).toBe(own.file);

    const response = await removeDocument(own._id).expect(200);
    expect(productDocumentEndpoints.remove.response.parse(response.body).id).toBe(own._id);
    expect(await rowsOf(lamp._id)).toEqual([]);
    expect((await productPage(lamp._id)).documents).toEqual([]);
    expect(await stored()).toContain(own.file);

    await removeDocument(shared._id).expect(200);
    expect(await stored()).not.toContain(own.file);
    await removeDocument(shared._id).expect(404);
  });

  it('when a product is deleted, then its documents’ rows and files go with it', async () => {
    const product = await createProduct(context.app, context.admin);
    const documents = [
      await uploaded(product._id, await makePdf()),
      await uploaded(product._id, await makePdf(2)),
    ];
    await request(context.app)
      .delete(withId(productEndpoints.remove.path, product._id))
      .set('Authorization', context.admin.bearer)
      .expect(200);
    expect(await rowsOf(product._id)).toEqual([]);
    const files = await stored();
    for (const { file } of documents) expect(files).not.toContain(file);
    expect(files).toEqual(await referencedFiles(context.db));
  });

  it('when two uploads race for the last free place, then one is kept and the other leaves neither row nor file', async () => {
    const product = await createProduct(context.app, context.admin);
    for (let i = 1; i < PRODUCT_DOCUMENTS_MAX; i++) await uploaded(product._id, await makePdf());
    const racing = [await makePdf(), await makePdf()];
    const answers = await Promise.all(racing.map((pdf) => upload(product._id, pdf)));

    expect(answers.map(({ status }) => status).sort()).toEqual([200, 400]);
    const refused = answers.find(({ status }) => status === 400)!;
    expect(apiErrorSchema.parse(refused.body).message).toBe('هر محصول حداکثر ۱۰ مستند دارد');
    expect(await rowsOf(product._id)).toHaveLength(PRODUCT_DOCUMENTS_MAX);
    expect(await stored()).toEqual(await referencedFiles(context.db));
  });

  it('when a stored PDF no row names is older than an hour, then the orphan sweep removes it, and keeps the ones named', async () => {
    const product = await createProduct(context.app, context.admin);
    const { file } = await uploaded(product._id, await makePdf());
    const leftover = `${'d'.repeat(32)}.pdf`;
    await context.images.storage.put(leftover, await makePdf());

    await sweepOrphanImages(context.images, Date.now() + ORPHAN_AGE_MS + 60_000);
    const files = await stored();
    expect(files).not.toContain(leftover);
    expect(files).toContain(file);
    expect(files).toEqual(await referencedFiles(context.db));
  });
});
