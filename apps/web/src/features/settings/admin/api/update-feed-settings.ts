import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type FeedSettings } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';
import { feedSettingsQueryOptions } from './get-feed-settings';

export const updateFeedSettings = (feeds: FeedSettings) =>
  callEndpoint(apiRoutes.feedSettings.update, { body: feeds });

/** Saves the switches; the answer is the screen's new state. */
export const useUpdateFeedSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateFeedSettings,
    onSuccess: ({ message: _message, ...answer }) =>
      client.setQueryData(feedSettingsQueryOptions().queryKey, answer),
  });
};
