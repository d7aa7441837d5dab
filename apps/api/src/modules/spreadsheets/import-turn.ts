import type { Request, RequestHandler } from 'express';
import type { DatabaseHandle } from '../../db/client';
import { conflict } from '../../http/app-error';
import { SHEET_MESSAGES } from './messages';

const LOCK = 'spreadsheet-import';

/** A request's turn to import: the work it runs stops when the client hangs up. */
export interface ImportTurn {
  run<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T>;
}

/**
 * One import (dry run or apply) at a time across every process on the database, claimed before the
 * upload is read, so parallel requests are refused at once instead of each buffering a 100 MB file.
 * The turn is given back when the work has really stopped: a hang-up aborts the work (reading stops at
 * its next turn, an apply's transaction rolls back), and the lock goes only once it has.
 */
export function importTurns(database: Pick<DatabaseHandle, 'tryLock'>) {
  const turns = new WeakMap<Request, ImportTurn>();

  const claim: RequestHandler = async (req, res, next) => {
    const release = await database.tryLock(LOCK);
    if (!release) return next(conflict(SHEET_MESSAGES.busy));
    const hangUp = new AbortController();
    let working: Promise<unknown> | undefined;
    res.on('close', () => {
      hangUp.abort();
      // Still reading the upload (or refused): no work to wait for.
      if (!working) void release();
    });
    turns.set(req, {
      run(work) {
        hangUp.signal.throwIfAborted();
        const running = work(hangUp.signal);
        working = running.finally(release).catch(() => undefined);
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
