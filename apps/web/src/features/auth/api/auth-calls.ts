import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '@shop/contracts/plain';
import { callEndpoint } from '../../../lib/endpoint-call';
import { authQueryOptions, type AuthState } from '../../../shell/api/validate-token';

/** After any call that starts or ends a session, the shell's auth state is set from the answer. */
function useSessionUpdate() {
  const client = useQueryClient();
  return (state: AuthState) => client.setQueryData(authQueryOptions().queryKey, state);
}

export const useLogin = () => {
  const setSession = useSessionUpdate();
  return useMutation({
    mutationFn: (body: { phone: string; password: string }) => callEndpoint(apiRoutes.auth.login, { body }),
    onSuccess: (session) =>
      setSession({ isAuthenticated: true, userId: session.userId, userRole: session.userRole }),
  });
};

export const useRequestSignUpCode = () =>
  useMutation({
    mutationFn: (phone: string) => callEndpoint(apiRoutes.auth.generateOtp, { body: { phone } }),
  });

/** Step 2: the code, then the account (the sign-up ticket travels in an httpOnly cookie). */
export const useRegister = () => {
  const setSession = useSessionUpdate();
  return useMutation({
    mutationFn: async (input: { phone: string; password: string; otp: string }) => {
      await callEndpoint(apiRoutes.auth.verifyOtp, { body: { phone: input.phone, otp: input.otp } });
      return callEndpoint(apiRoutes.auth.register, {
        body: { phone: input.phone, password: input.password },
      });
    },
    onSuccess: (session) =>
      setSession({ isAuthenticated: true, userId: session.userId, userRole: session.userRole }),
  });
};

export const useLogout = () => {
  const setSession = useSessionUpdate();
  return useMutation({
    mutationFn: () => callEndpoint(apiRoutes.auth.logout),
    onSuccess: () => setSession({ isAuthenticated: false, userId: null, userRole: null }),
  });
};

export const useRequestResetCode = () =>
  useMutation({
    mutationFn: (phone: string) => callEndpoint(apiRoutes.auth.requestPasswordReset, { body: { phone } }),
  });

export const useConfirmReset = () =>
  useMutation({
    mutationFn: (body: { phone: string; otp: string; password: string }) =>
      callEndpoint(apiRoutes.auth.confirmPasswordReset, { body }),
  });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      callEndpoint(apiRoutes.auth.changePassword, { body }),
  });

export const useUpdateName = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callEndpoint(apiRoutes.users.updateMe, { body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [apiRoutes.users.getUser.path] }),
  });
};
