import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor, type ProFormaChannel, type RequestLine } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';
import { torobClid } from '../../../lib/torob-clid';

interface ProFormaRequest {
  lines: RequestLine[];
  channel: ProFormaChannel;
  /** A phone a signed-out shopper typed, to be called back about it. */
  phone?: string;
}

/**
 * Freezes the list as a numbered pro-forma, priced by the server, sent (or only asked for) by `channel`;
 * with Torob's click id while the visit that led here is 7 days old or less.
 */
export function createProForma({ lines, channel, phone }: ProFormaRequest) {
  const clid = torobClid();
  return callEndpoint(apiRoutes.proForma.create, {
    body: { lines, channel, ...(phone && { phone }), ...(clid && { torobClid: clid }) },
  });
}

/** The new pro-forma's page opens from the answer at once, without asking again. */
export const useCreateProForma = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProForma,
    onSuccess: ({ proForma }) =>
      client.setQueryData(queryKeyFor(apiRoutes.proForma.get, { params: { token: proForma.token } }), {
        proForma,
        expired: false,
      }),
  });
};
