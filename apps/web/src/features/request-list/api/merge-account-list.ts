import { apiRoutes, type RequestLine } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

/** On sign-in: the browser's list merged into the account's; answers the merged list. */
export const mergeAccountList = (lines: RequestLine[]) =>
  callEndpoint(apiRoutes.requestList.merge, { body: { lines } });
