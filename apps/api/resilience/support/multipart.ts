import fc from 'fast-check';
import {
  compressedHugePng,
  makeImage,
  oversizedJpeg,
  pixelFloodPng,
  svgFile,
  textFile,
  tiffFile,
  truncatedJpeg,
} from '../../test/fixtures/images';
import { hostileString, invalidUtf8 } from './hostile-values';

export interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser frames it. */
export function multipartBody(parts: Part[], boundary: string): Buffer {
  const framed = parts.map(({ name, value, filename, contentType }) => {
    const disposition = `Content-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`;
    const type = contentType ? `\r\nContent-Type: ${contentType}` : '';
    return Buffer.concat([
      Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  });
  return Buffer.concat([...framed, Buffer.from(`--${boundary}--\r\n`)]);
}

export interface HostileFile {
  label: string;
  bytes: Buffer;
  filename: string;
  contentType: string;
}

/**
 * Files an upload form may be sent: real images (so some writes succeed), and what pretends to be one,
 * among them two decompression bombs named `.png` (a header claiming 2.5 gigapixels, and 400 megapixels
 * of real, highly compressed rows) and one just under the pixel limit that really decodes (36 megapixels).
 */
export async function hostileFiles(): Promise<HostileFile[]> {
  const png = (label: string, bytes: Buffer) => ({
    label,
    bytes,
    filename: 'photo.png',
    contentType: 'image/png',
  });
  return [
    { label: 'jpeg', bytes: await makeImage('jpeg'), filename: 'photo.jpg', contentType: 'image/jpeg' },
    png('png', await makeImage('png')),
    {
      label: 'webp as .gif',
      bytes: await makeImage('webp'),
      filename: 'photo.gif',
      contentType: 'image/gif',
    },
    png('pixel-flood header', await pixelFloodPng()),
    png('400-megapixel bomb', compressedHugePng(20_000, 20_000)),
    png('36-megapixel bomb', compressedHugePng(6_000, 6_000)),
    {
      label: 'truncated jpeg',
      bytes: await truncatedJpeg(),
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    },
    png('svg as .png', svgFile()),
    png('text as .png', textFile()),
    png('tiff as .png', await tiffFile()),
    png('empty', Buffer.alloc(0)),
    png(
      'png magic then noise',
      Buffer.concat([(await makeImage('png')).subarray(0, 33), Buffer.alloc(2000, 0xab)]),
    ),
    { label: '11 MB jpeg', bytes: oversizedJpeg(11), filename: 'big.jpg', contentType: 'image/jpeg' },
  ];
}

const boundary = fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,60}$/).map((text) => `x${text}`);

/** Text-field values for a form: the valid-ish fields, some replaced by hostile strings or bytes. */
function hostileFields(valid: Record<string, unknown>): fc.Arbitrary<Part[]> {
  const fields = Object.entries(valid).flatMap(([name, value]) =>
    [value].flat().map((item) => ({ name, value: String(item) })),
  );
  return fc
    .array(
      fc.oneof(
        hostileString.map((text) => ({ text })),
        invalidUtf8.map((bytes) => ({ bytes })),
      ),
      {
        maxLength: fields.length,
      },
    )
    .map((changes) =>
      fields.map((field, index) => {
        const change = changes[index];
        if (!change) return field;
        return {
          name: field.name,
          value: 'text' in change ? change.text : Buffer.concat([Buffer.from(field.value), change.bytes]),
        };
      }),
    );
}

export interface MultipartCase {
  label: string;
  contentType: string;
  body: Buffer;
}

/**
 * Multipart bodies for a form with these file fields: hostile fields and files, thousands of fields, a
 * huge field, and framing that is wrong (no boundary, another boundary, cut short, LF line ends…).
 */
export function multipartCases(
  validFields: fc.Arbitrary<unknown>,
  fileFields: readonly string[],
  files: HostileFile[],
): fc.Arbitrary<MultipartCase> {
  const formData = (b: string) => `multipart/form-data; boundary=${b}`;
  const fileParts = fc.array(
    fc.record({
      field: fc.constantFrom(...fileFields, 'avatar', ''),
      file: fc.constantFrom(...files),
      filename: fc.option(fc.oneof(hostileString, fc.constant('../../../etc/passwd.png')), { freq: 4 }),
    }),
    { maxLength: 4 },
  );
  const form = fc
    .tuple(
      validFields.chain((valid) => hostileFields(valid as Record<string, unknown>)),
      fileParts,
      boundary,
    )
    .map(([fields, uploads, b]) => ({
      label: `form with ${uploads.map(({ file }) => file.label).join(', ') || 'no file'}`,
      contentType: formData(b),
      body: multipartBody(
        [
          ...fields,
          ...uploads.map(({ field, file, filename }) => ({
            name: field,
            value: file.bytes,
            filename: filename ?? file.filename,
            contentType: file.contentType,
          })),
        ],
        b,
      ),
    }));
  const manyFields = fc.tuple(fc.integer({ min: 1_000, max: 5_000 }), boundary).map(([count, b]) => ({
    label: 'thousands of fields',
    contentType: formData(b),
    body: multipartBody(
      Array.from({ length: count }, (_, i) => ({ name: `f${i}`, value: 'x' })),
      b,
    ),
  }));
  const hugeField = fc.tuple(fc.integer({ min: 600_000, max: 3_000_000 }), boundary).map(([size, b]) => ({
    label: 'a huge field',
    contentType: formData(b),
    body: multipartBody([{ name: 'description', value: 'ب'.repeat(size / 2) }], b),
  }));
  const hugeFieldName = boundary.map((b) => ({
    label: 'a huge field name',
    contentType: formData(b),
    body: multipartBody([{ name: 'n'.repeat(5_000), value: 'x' }], b),
  }));
  const malformed = fc
    .tuple(validFields, boundary, fc.constantFrom(...files), fc.nat())
    .map(([valid, b, file, cut]) => {
      const whole = multipartBody(
        [
          ...Object.entries(valid as Record<string, unknown>).map(([name, value]) => ({
            name,
            value: String(value),
          })),
          { name: fileFields[0]!, value: file.bytes, filename: file.filename, contentType: file.contentType },
        ],
        b,
      );
      const variants: MultipartCase[] = [
        { label: 'no boundary', contentType: 'multipart/form-data', body: whole },
        { label: 'another boundary', contentType: formData(`${b}zz`), body: whole },
        {
          label: 'cut short',
          contentType: formData(b),
          body: whole.subarray(0, cut % Math.max(1, whole.length)),
        },
        {
          label: 'LF line ends',
          contentType: formData(b),
          body: Buffer.from(whole.toString('latin1').replaceAll('\r\n', '\n'), 'latin1'),
        },
        {
          label: 'a part without a name',
          contentType: formData(b),
          body: Buffer.from(`--${b}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${b}--\r\n`),
        },
        {
          label: 'a boundary of 300 characters',
          contentType: formData('b'.repeat(300)),
          body: multipartBody([{ name: 'title', value: 'x' }], 'b'.repeat(300)),
        },
        {
          label: 'huge part headers',
          contentType: formData(b),
          body: Buffer.from(
            `--${b}\r\nContent-Disposition: form-data; name="title"\r\nX-Pad: ${'a'.repeat(200_000)}\r\n\r\nx\r\n--${b}--\r\n`,
          ),
        },
        { label: 'noise', contentType: formData(b), body: Buffer.from(whole.toString('base64')) },
      ];
      return variants[cut % variants.length]!;
    });
  return fc.oneof(
    { weight: 6, arbitrary: form },
    { weight: 1, arbitrary: manyFields },
    { weight: 1, arbitrary: hugeField },
    { weight: 1, arbitrary: hugeFieldName },
    { weight: 3, arbitrary: malformed },
  );
}
