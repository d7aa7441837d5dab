import { useMutation } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

/** The dry run: every row's problems and what applying would do; writes nothing. */
export const checkSpreadsheet = (files: FormData) =>
  callEndpoint(apiRoutes.spreadsheets.check, { body: files });

export const useCheckSpreadsheet = () => useMutation({ mutationFn: checkSpreadsheet });
