import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, type Role } from '@shop/contracts/plain';
import { callEndpoint } from '../../../../lib/endpoint-call';

export const setUserRole = ({ id, role }: { id: string; role: Role }) =>
  callEndpoint(apiRoutes.users.setRole, { params: { id }, body: { role } });

export const useSetUserRole = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: () => client.invalidateQueries({ queryKey: [apiRoutes.users.listUsers.path] }),
  });
};
