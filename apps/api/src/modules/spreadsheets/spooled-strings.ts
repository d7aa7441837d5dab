import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { openUnnamedFile } from './unnamed-file';

/** Strings are written to the file this much at a time. */
const WRITE_BYTES = 1024 * 1024;
/** Recently read short strings kept, so a value repeated down a column (a brand, a unit) is not read again. */
const RECENT_STRINGS = 4096;
const RECENT_MAX_BYTES = 256;

/**
 * An XLSX's shared strings table, kept on disk while its worksheet is read: each string's UTF-8 bytes
 * one after the other in a file that has no name (unnamed-file.ts), found by an index of where each
 * ends. Held as JS strings, a 100,000-product sheet's table took over 100 MB for the whole read.
 * Fill it with `add`, then `finish`; `get` reads one string back; `close` in every case.
 */
export class SpooledStrings {
  private ends = new Uint32Array(1024);
  private count = 0;
  private written = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private readonly recent = new Map<number, string>();

  private constructor(private readonly file: FileHandle) {}

  static async open() {
    return new SpooledStrings(await openUnnamedFile('shared-strings'));
  }

  get size() {
    return this.count;
  }

  async add(text: string) {
    const bytes = Buffer.from(text, 'utf8');
    if (this.count === this.ends.length) {
      const grown = new Uint32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    this.ends[this.count++] = this.written + this.pendingBytes;
    if (this.pendingBytes >= WRITE_BYTES) await this.flush();
  }

  /** Writes what is still in memory; after it, every string added can be read. */
  finish() {
    return this.flush();
  }

  /** The string at `index`, or undefined past the table's end. */
  get(index: number): string | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return undefined;
    const known = this.recent.get(index);
    if (known !== undefined) return known;
    const start = index === 0 ? 0 : this.ends[index - 1]!;
    const bytes = Buffer.allocUnsafe(this.ends[index]! - start);
    for (let read = 0; read < bytes.length;) {
      const got = fs.readSync(this.file.fd, bytes, read, bytes.length - read, start + read);
      if (got === 0)
        throw Object.assign(new Error('the shared strings file ended early'), { syscall: 'read' });
      read += got;
    }
    const text = bytes.toString('utf8');
    if (bytes.length <= RECENT_MAX_BYTES) {
      if (this.recent.size === RECENT_STRINGS) this.recent.delete(this.recent.keys().next().value!);
      this.recent.set(index, text);
    }
    return text;
  }

  close() {
    return this.file.close().catch(() => undefined);
  }

  private async flush() {
    if (this.pendingBytes === 0) return;
    const bytes = Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    for (let done = 0; done < bytes.length;) {
      const { bytesWritten } = await this.file.write(bytes, done, bytes.length - done, this.written + done);
      done += bytesWritten;
    }
    this.written += bytes.length;
  }
}
