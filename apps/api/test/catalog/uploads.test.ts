import fs from 'node:fs';
import path from 'node:path';
import { apiErrorSchema, IMAGE_WIDTHS, imageVariants, productEndpoints } from '@shop/contracts';
import request from 'supertest';
import sharp from 'sharp';
import {
  makeImage,
  pixelFloodPng,
  svgFile,
  textFile,
  tiffFile,
  truncatedJpeg,
  type ImageFormat,
} from '../fixtures/images';
import { useTestApp } from '../support/use-test-app';
import { storedFiles, uniqueTitle, withForm, type FileUpload } from '../support/catalog-client';

describe('image uploads', () => {
  const uploads = () => storedFiles(context.images.storage);
  const stored = async (file: string) => (await context.images.storage.read(file))!;

  const context = useTestApp({ admin: true });

  const postProduct = (files: FileUpload[]) =>
    withForm(
      request(context.app).post('/api/product').set('Authorization', context.admin.bearer),
      { title: uniqueTitle('محصول'), description: '<p>توضیح</p>', price: '1000', stock: 'true' },
      files,
    );

  describe('when a real image of an accepted type comes, whatever its name, then it is stored as WebP', () => {
    it.each<ImageFormat>(['jpeg', 'png', 'gif', 'webp'])('%s', async (format) => {
      const response = await postProduct([
        {
          field: 'image',
          buffer: await makeImage(format),
          filename: 'upload.bin',
          contentType: 'application/octet-stream',
        },
      ]).expect(200);
      const { newProduct } = productEndpoints.create.response.parse(response.body);
      expect(newProduct.image).toMatch(/^[a-f0-9]{32}-64\.webp$/); // 64 px wide: no wider copy is made
      expect((await sharp(await stored(newProduct.image)).metadata()).format).toBe('webp');
    });
  });

  it('when a large photo comes, then every width of the contract exists on disk, none upscaled, metadata stripped', async () => {
    const photo = await sharp(await makeImage('jpeg', { width: 2400, height: 1600 }))
      .withExif({ IFD0: { Copyright: 'secret owner', Artist: 'someone' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await postProduct([{ field: 'image', buffer: photo }]).expect(200);
    const { newProduct } = productEndpoints.create.response.parse(response.body);
    const variants = imageVariants(newProduct.image);
    expect(variants.map((variant) => variant.width)).toEqual([...IMAGE_WIDTHS]);
    for (const { width, file } of variants) {
      const metadata = await sharp(await stored(file)).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: Math.round((width * 1600) / 2400) });
      expect(metadata.exif).toBeUndefined();
    }
  });

  describe('when a file is not an accepted image, then 400 and nothing is stored', () => {
    const cases: [string, () => Promise<Buffer> | Buffer, string][] = [
      ['a text file named .jpg', textFile, 'photo.jpg'],
      ['an SVG named .png', svgFile, 'logo.png'],
      ['a TIFF', tiffFile, 'scan.tif'],
      ['a truncated JPEG', truncatedJpeg, 'half.jpg'],
    ];
    it.each(cases)('%s', async (_name, build, filename) => {
      const before = await uploads();
      const response = await postProduct([{ field: 'image', buffer: await build(), filename }]).expect(400);
      expect(apiErrorSchema.parse(response.body).message).toBe('لطفا یک فایل عکس بارگذاری کنید');
      expect(await uploads()).toEqual(before);
    });
  });

  it('when a small file announces billions of pixels, then 400 before it is decoded', async () => {
    const flood = await pixelFloodPng();
    expect(flood.length).toBeLessThan(200);
    const response = await postProduct([
      { field: 'image', buffer: await makeImage() },
      { field: 'gallery', buffer: flood, filename: 'flood.png' },
    ]).expect(400);
    expect(apiErrorSchema.parse(response.body)).toMatchObject({
      message: 'ابعاد عکس بیش از حد بزرگ است (حداکثر ۴۰ مگاپیکسل)',
      details: { gallery: 'ابعاد عکس بیش از حد بزرگ است (حداکثر ۴۰ مگاپیکسل)' },
    });
  });

  it('when a file comes in a field the form does not have, then 400', async () => {
    const response = await postProduct([
      { field: 'image', buffer: await makeImage() },
      { field: 'avatar', buffer: await makeImage() },
    ]).expect(400);
    expect(apiErrorSchema.parse(response.body).message).toBe('فایل در فیلد ناشناخته‌ای فرستاده شده است');
  });

  it('when two main images come, then 400', async () => {
    const response = await postProduct([
      { field: 'image', buffer: await makeImage() },
      { field: 'image', buffer: await makeImage() },
    ]).expect(400);
    expect(apiErrorSchema.parse(response.body).message).toBe('فقط یک عکس اصلی فرستاده شود');
  });

  it('when a description is larger than half a megabyte, then 413', async () => {
    const response = await withForm(
      request(context.app).post('/api/product').set('Authorization', context.admin.bearer),
      {
        title: 'x',
        price: '1000',
        description: `<p>${'ب'.repeat(300_000)}</p>`,
      },
    ).expect(413);
    expect(apiErrorSchema.parse(response.body).message).toBe('حجم فرم ارسالی بیش از حد مجاز است');
  });
});

describe('images in the uploads folder (STORAGE=disk)', () => {
  const context = useTestApp({ admin: true, env: { STORAGE: 'disk' } });
  const stored = (file: string) => path.join(context.config.uploadsDir, file);

  it('when a stored image is fetched, then it is served as immutable WebP that is never sniffed or run', async () => {
    await withForm(
      request(context.app).post('/api/product').set('Authorization', context.admin.bearer),
      { title: uniqueTitle('محصول'), description: '<p>توضیح</p>', price: '1000' },
      [{ field: 'image', buffer: await makeImage('png') }],
    ).expect(200);
    const [file] = await storedFiles(context.images.storage);
    const response = await request(context.app).get(`/uploads/${file}`).expect(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(response.body as Buffer, fs.readFileSync(stored(file!)))).toBe(0);
  });

  it('when a path outside the uploads or a hidden file is asked, then it is refused with a JSON error', async () => {
    fs.mkdirSync(context.config.uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(context.config.dataDir, 'secret.txt'), 'not for the web');
    fs.writeFileSync(stored('.hidden'), 'not for the web');
    for (const url of ['/uploads/..%2Fsecret.txt', '/uploads/%2e%2e/secret.txt', '/uploads/.hidden']) {
      const response = await request(context.app).get(url);
      expect([403, 404]).toContain(response.status);
      apiErrorSchema.parse(response.body);
    }
    fs.rmSync(stored('.hidden'));
  });
});
