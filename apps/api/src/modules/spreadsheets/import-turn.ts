import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import type { DatabaseHandle } from '../../db/client';
import { conflict } from '../../http/app-error';
import { SHEET_MESSAGES } from './messages';

const LOCK = 'spreadsheet-import';
/** Who made an upload folder: the machine (or container) and the process, by number and start time. */
const HOST = os.hostname().replace(/[^\w.]/g, '_');
const UPLOAD_FOLDER = new RegExp(`^shop-upload-${HOST.replace(/\./g, '\\.')}-(\\d+)-(\\d+)-`);
const STARTED = Math.round(performance.timeOrigin);

/** The start of the name of every upload folder this process makes (the tests look for them). */
export const uploadFolderPrefix = (pid = process.pid, started = STARTED) =>
  `shop-upload-${HOST}-${pid}-${started}-`;

/** Whether the process numbered `pid` runs (one of another user's counts: it cannot be signalled). */
function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Upload folders left by a process of this machine that ended mid-import (killed, out of memory),
 * removed by the next import of any process: one whose process no longer runs, or of this process's
 * number but an earlier start (a container's process is often number 1 every time). Only a folder as
 * `mkdtemp` made it for this user (a directory of its own, 0700) is removed: anything else in the shared
 * temporary folder, even under such a name, is left alone.
 */
async function removeLeftUploads() {
  const names = await fs.promises.readdir(os.tmpdir());
  await Promise.all(
    names.map(async (name) => {
      const [, pid, started] = UPLOAD_FOLDER.exec(name)?.map(Number) ?? [];
      if (!pid || (pid === process.pid ? started === STARTED : isRunning(pid))) return;
      const folder = path.join(os.tmpdir(), name);
      const stat = await fs.promises.lstat(folder);
      if (!stat.isDirectory() || stat.uid !== process.getuid?.() || (stat.mode & 0o777) !== 0o700) return;
      await fs.promises.rm(folder, { recursive: true, force: true });
    }),
  );
}

/** A request's turn to import: the work it runs stops when the client hangs up. */
export interface ImportTurn {
  /** A private folder for the request's uploaded files, removed with the turn. */
  folder: string;
  run<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T>;
}

/**
 * One import (dry run or apply) at a time across every process on the database, claimed before the
 * upload is read, so parallel requests are refused at once instead of each buffering a 100 MB file.
 * The turn is given back when the work has really stopped: a hang-up aborts the work (reading stops at
 * its next turn, an apply's transaction rolls back), and the lock and the uploaded files go only once it
 * has; a finished import answers only after both have gone.
 */
export function importTurns(database: Pick<DatabaseHandle, 'tryLock'>) {
  const turns = new WeakMap<Request, ImportTurn>();

  const claim: RequestHandler = async (req, res, next) => {
    const unlock = await database.tryLock(LOCK);
    if (!unlock) return next(conflict(SHEET_MESSAGES.busy));
    let folder: string;
    try {
      // A leftover that cannot be removed is not this import's concern.
      await removeLeftUploads().catch(() => undefined);
      folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), uploadFolderPrefix()));
    } catch (error) {
      await unlock();
      return next(error);
    }
    const release = async () => {
      await unlock();
      // A folder that cannot be removed stays in the system's temporary folder until the next import.
      await fs.promises.rm(folder, { recursive: true, force: true }).catch(() => undefined);
    };
    // Gone while the turn was claimed: the response has closed already and will not say so again.
    if (res.closed) return void release();
    const hangUp = new AbortController();
    let working: Promise<unknown> | undefined;
    res.on('close', () => {
      hangUp.abort();
      // Still reading the upload (or refused): no work to wait for.
      if (!working) void release();
    });
    turns.set(req, {
      folder,
      run(work) {
        hangUp.signal.throwIfAborted();
        // Answered once the turn is given back: the next import is not refused, no upload is left.
        const running = work(hangUp.signal).finally(release);
        working = running;
        return running;
      },
    });
    next();
  };

  return {
    claim,
    of(req: Request): ImportTurn {
      const turn = turns.get(req);
      if (!turn) throw new Error('importTurns: the route has no claim before it');
      return turn;
    },
  };
}
