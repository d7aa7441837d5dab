import { finished } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { AppError, badRequest } from './app-error';
import { SERVER_LIMITS } from './server-limits';

export type UploadedFile = Express.Multer.File;

export interface FileField {
  name: string;
  maxCount: number;
  /** Shown when more than maxCount files come in this field. */
  tooManyMessage: string;
}

export interface MultipartRules {
  files: FileField[];
  /** Text fields a form may send (repeated values count one each). */
  maxFields: number;
  maxFileBytes: number;
  /** Shown with 413 when a file is larger than maxFileBytes. */
  tooLargeMessage: string;
  /**
   * A body whose Content-Length is larger is refused with tooLargeMessage before any of it is read, so
   * a client that reads while it sends stops at once (a 200 MB file for a 20 MB limit).
   */
  maxBodyBytes?: number;
  /**
   * The folder a request's files are written to (each file's `path`) instead of being held in memory
   * (a spreadsheet of tens of megabytes); whoever gives the folder removes it.
   */
  folderOf?: (req: Request) => string;
}

const TOO_BIG_MESSAGE = 'حجم فرم ارسالی بیش از حد مجاز است';

/**
 * Parses a multipart form into memory, or its files into `folderOf` (`req.body` text fields, `req.files`
 * by field name), with explicit limits on every part, and answers Persian 400/413 errors when a limit is
 * crossed. Put it after the auth guard, so nobody without the right role can make the server buffer files.
 */
export function multipartForm(rules: MultipartRules): RequestHandler {
  const fileCount = rules.files.reduce((sum, field) => sum + field.maxCount, 0);
  const parser = multer({
    storage: rules.folderOf
      ? multer.diskStorage({
          destination: (req, _file, done) => {
            try {
              done(null, rules.folderOf!(req));
            } catch (error) {
              done(error as Error, '');
            }
          },
        })
      : multer.memoryStorage(),
    limits: {
      fileSize: rules.maxFileBytes,
      // One over the fields' sum, so an extra file is refused by its field's maxCount, with that field's message.
      files: fileCount + 1,
      fields: rules.maxFields,
      fieldSize: SERVER_LIMITS.multipartFieldBytes,
      fieldNameSize: SERVER_LIMITS.multipartFieldNameBytes,
      parts: fileCount + 1 + rules.maxFields,
      fieldNestingDepth: 0,
    },
  }).fields(rules.files.map(({ name, maxCount }) => ({ name, maxCount })));

  return (req, res, next) => {
    if (rules.maxBodyBytes !== undefined && Number(req.headers['content-length']) > rules.maxBodyBytes) {
      const field = rules.files[0]?.name;
      return refuseBeforeReading(req, res, toAppError(new MulterError('LIMIT_FILE_SIZE', field), rules));
    }
    let answered = false;
    parser(req, res, (error?: unknown) => {
      // multer calls back a second time when a form without a boundary is then cut short: the first counts.
      if (answered) return;
      answered = true;
      if (!error) return next();
      // Anything else the multipart parser throws (no boundary, a body cut short) is a malformed form.
      if (error instanceof AppError) return next(error);
      next(error instanceof MulterError ? toAppError(error, rules) : badRequest(MALFORMED_FORM_MESSAGE));
    });
  };
}

/**
 * Sends a refusal while the body is still coming, in the error middleware's shape: a client that reads
 * as it sends learns at once, and one that reads only after sending everything still finds the answer,
 * since the response ends (and a `Connection: close` closes) only once the rest of the body has been
 * read and dropped, unbuffered, within the server's request timeout.
 */
function refuseBeforeReading(req: Request, res: Response, error: AppError) {
  const body = JSON.stringify({ message: error.message, code: error.code, details: error.details });
  res.status(error.status);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.write(body);
  req.resume();
  finished(req, () => res.end());
}

const MALFORMED_FORM_MESSAGE = 'فرم ارسالی نامعتبر است';

function toAppError(error: MulterError, rules: MultipartRules): AppError {
  const field = rules.files.find(({ name }) => name === error.field);
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', rules.tooLargeMessage, {
        details: { [error.field ?? 'file']: rules.tooLargeMessage },
      });
    case 'LIMIT_UNEXPECTED_FILE':
      return field
        ? badRequest(field.tooManyMessage, { [field.name]: field.tooManyMessage })
        : badRequest('فایل در فیلد ناشناخته‌ای فرستاده شده است');
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', TOO_BIG_MESSAGE);
    default:
      return badRequest('فرم ارسالی نامعتبر است');
  }
}

/** The files that came in one field of a multipart form (none when the request was not multipart). */
export function filesOf(req: Request, field: string): UploadedFile[] {
  const files = req.files as Record<string, UploadedFile[]> | undefined;
  return files?.[field] ?? [];
}
