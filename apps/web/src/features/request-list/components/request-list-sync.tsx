import type { RequestLine } from '@shop/contracts/plain';
import { useEffect, useRef } from 'react';
import { ApiClientError } from '../../../lib/api-client';
import { openDialog } from '../../../lib/dialog';
import {
  adoptAccountList,
  forgetRequestList,
  markSaved,
  mergeLines,
  readRequestList,
  useRequestList,
} from '../../../lib/request-list';
import { useAuth } from '../../../shell/api/validate-token';
import { getAccountList } from '../api/get-account-list';
import { mergeAccountList } from '../api/merge-account-list';
import { saveAccountList } from '../api/save-account-list';
import { accountCall } from '../account-call';

/** An edit is sent to the account once the shopper has paused this long (a stepper tapped five times: one save). */
const SAVE_AFTER_MS = 800;

/**
 * The merge, or undefined when the two lists together pass the limit: the API refuses (409, nothing
 * written) and says so, and this browser keeps its own list until the shopper has made room.
 */
async function merge(lines: RequestLine[]) {
  try {
    return await mergeAccountList(lines);
  } catch (error) {
    if (!(error instanceof ApiClientError) || error.status !== 409) throw error;
    await openDialog({ title: 'لیست خرید', message: error.message, icon: 'warning' });
    return undefined;
  }
}

/**
 * Keeps a signed-in shopper's list on the account: merged on sign-in, read when a page opens signed in,
 * saved after edits (from any tab), forgotten by this browser on sign-out. Draws nothing.
 */
export function RequestListSync() {
  const { data: auth } = useAuth();
  const userId = auth ? auth.userId : undefined;
  const list = useRequestList();
  const seen = useRef<string | null | undefined>(undefined);
  // One call to the account at a time, in order: a save never overtakes the merge before it.
  const queue = useRef(Promise.resolve());
  const enqueue = (task: () => Promise<void>) => {
    queue.current = queue.current.then(task).catch(() => {
      // offline or signed out meanwhile: the copy stays dirty and is sent on the next edit or visit
    });
  };

  useEffect(() => {
    if (userId === undefined) return;
    const before = seen.current;
    seen.current = userId;
    if (userId === null) {
      if (typeof before === 'string') forgetRequestList();
      return;
    }
    enqueue(async () => {
      const sent = readRequestList();
      const call = accountCall(sent, userId);
      const answer = call === 'merge' ? await merge(sent.lines) : await getAccountList();
      if (!answer) return;
      const now = readRequestList();
      // Edited while the account answered: both kept, and the result saved.
      if (now !== sent) adoptAccountList(userId, mergeLines(answer.lines, now.lines), true);
      else adoptAccountList(userId, answer.lines);
    });
  }, [userId]);

  const unsaved = !!userId && list?.owner === userId && list.dirty;
  useEffect(() => {
    if (!unsaved || !userId) return;
    const timer = setTimeout(
      () =>
        enqueue(async () => {
          const current = readRequestList();
          if (current.owner !== userId || !current.dirty) return;
          await saveAccountList(current.lines);
          markSaved(userId, current.lines);
        }),
      SAVE_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [unsaved, userId, list]);

  return null;
}
