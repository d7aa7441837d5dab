import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type ShopSettings } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

export const updateSettings = (settings: ShopSettings) =>
  callEndpoint(apiRoutes.settings.update, { body: settings });

/** Saves the shop's settings; the header, footer and contact page read them again. */
export const useUpdateSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: () => client.invalidateQueries({ queryKey: [apiRoutes.settings.get.path] }),
  });
};
