import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor, type ProFormaChannel, type RequestLine } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';

/** Freezes the list as a numbered pro-forma, priced by the server, sent (or only asked for) by `channel`. */
export const createProForma = (lines: RequestLine[], channel: ProFormaChannel) =>
  callEndpoint(apiRoutes.proForma.create, { body: { lines, channel } });

/** The new pro-forma's page opens from the answer at once, without asking again. */
export const useCreateProForma = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lines, channel }: { lines: RequestLine[]; channel: ProFormaChannel }) =>
      createProForma(lines, channel),
    onSuccess: ({ proForma }) =>
      client.setQueryData(queryKeyFor(apiRoutes.proForma.get, { params: { token: proForma.token } }), {
        proForma,
        expired: false,
      }),
  });
};
