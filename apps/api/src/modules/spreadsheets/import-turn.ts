import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import type { DatabaseHandle } from '../../db/client';
import { conflict } from '../../http/app-error';
import { SHEET_MESSAGES } from './messages';

const LOCK = 'spreadsheet-import';
const UPLOAD_FOLDER = /^shop-upload-(\d+)-/;
/** This process's upload folders in use (a process may run several apps: the tests do). */
const foldersInUse = new Set<string>();

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
 * Upload folders left by a process that ended mid-import (killed, out of memory), removed by the next
 * import of any process. Another running process's folder (its import, or another shop's on this
 * machine) is left alone; one of this process's number that it is not using was left by an earlier
 * process that had the same number (a container's process is often number 1).
 */
async function removeLeftUploads() {
  const names = await fs.promises.readdir(os.tmpdir());
  await Promise.all(
    names.map(async (name) => {
      const pid = Number(UPLOAD_FOLDER.exec(name)?.[1]);
      const folder = path.join(os.tmpdir(), name);
      if (!pid || foldersInUse.has(folder) || (pid !== process.pid && isRunning(pid))) return;
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
      folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), `shop-upload-${process.pid}-`));
    } catch (error) {
      await unlock();
      return next(error);
    }
    foldersInUse.add(folder);
    const release = async () => {
      await unlock();
      // A folder that cannot be removed stays in the system's temporary folder until the next import.
      await fs.promises.rm(folder, { recursive: true, force: true }).catch(() => undefined);
      foldersInUse.delete(folder);
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
