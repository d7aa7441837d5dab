import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type ApiError, type ImportEvent } from '@shop/contracts/plain';
import { ApiClientError } from '../../../../lib/api-client';
import { invalidateImports } from './list-imports';

export type ImportDone = Extract<ImportEvent, { kind: 'done' }>;

const UNREADABLE = 'پاسخ سرور خوانده نشد؛ صفحه را تازه کنید و نتیجه را در فهرست محصولات ببینید';

async function refusal(response: Response): Promise<ApiClientError> {
  const body = (await response.json().catch(() => undefined)) as Partial<ApiError> | undefined;
  return typeof body?.message === 'string'
    ? new ApiClientError(body.message, response.status, body.code ?? 'BAD_REQUEST')
    : new ApiClientError(UNREADABLE, response.status, 'UNREADABLE');
}

/**
 * Applies the sheet. The answer is a stream of JSON lines (progress, then the summary), read as it comes
 * with fetch, which axios cannot do in a browser; a refusal before the first line is the API's error body.
 */
export async function applySpreadsheet(
  files: FormData,
  onProgress: (done: number, total: number) => void,
): Promise<ImportDone> {
  const response = await fetch(apiRoutes.spreadsheets.apply.path, {
    method: 'POST',
    body: files,
    credentials: 'include',
  });
  if (!response.ok || !response.body) throw await refusal(response);
  const lines = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { value, done } = await lines.read();
    pending += value ?? '';
    const complete = pending.split('\n');
    pending = done ? '' : complete.pop()!;
    for (const line of complete.filter(Boolean)) {
      const event = JSON.parse(line) as ImportEvent;
      if (event.kind === 'progress') onProgress(event.done, event.total);
      else if (event.kind === 'done') return event;
      else throw new ApiClientError(event.message, 500, 'INTERNAL');
    }
    if (done) throw new ApiClientError(UNREADABLE, response.status, 'UNREADABLE');
  }
}

export const useApplySpreadsheet = (onProgress: (done: number, total: number) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: FormData) => applySpreadsheet(files, onProgress),
    onSuccess: () => invalidateImports(client),
  });
};
