import { apiRoutes, type RequestLine } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

/** Replaces the account's list with this browser's, after the shopper edited it. */
export const saveAccountList = (lines: RequestLine[]) =>
  callEndpoint(apiRoutes.requestList.save, { body: { lines } });
