import { ApiClientError } from '../../../lib/api-client';
import { errorDialog } from '../../../lib/dialog';

/**
 * After a failed save or status change: the API's Persian sentence. A 409 means another admin moved the
 * order first (or it was confirmed meanwhile); the order is read again, so the page shows it as it is.
 */
export function orderFailed(error: unknown, title: string) {
  const conflict = error instanceof ApiClientError && error.status === 409;
  return errorDialog(error, { title: conflict ? 'سفارش در این میان تغییر کرده است' : title });
}
