import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

/** The signed-in shopper's list as the account keeps it (read on another device after sign-in). */
export const getAccountList = () => callEndpoint(apiRoutes.requestList.get);
