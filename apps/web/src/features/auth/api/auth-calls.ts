import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints, usersEndpoints } from '@shop/contracts';
import { callEndpoint } from '../../../lib/endpoint-call';
import { authQueryOptions, type AuthState } from './validate-token';

/** After any call that starts or ends a session, the shell's auth state is set from the answer. */
function useSessionUpdate() {
  const client = useQueryClient();
  return (state: AuthState) => client.setQueryData(authQueryOptions().queryKey, state);
}

export const useLogin = () => {
  const setSession = useSessionUpdate();
  return useMutation({
    mutationFn: (body: { phone: string; password: string }) => callEndpoint(authEndpoints.login, { body }),
    onSuccess: (session) =>
      setSession({ isAuthenticated: true, userId: session.userId, userRole: session.userRole }),
  });
};

export const useRequestSignUpCode = () =>
  useMutation({
    mutationFn: (phone: string) => callEndpoint(authEndpoints.generateOtp, { body: { phone } }),
  });

/** Step 2: the code, then the account (the sign-up ticket travels in an httpOnly cookie). */
export const useRegister = () => {
  const setSession = useSessionUpdate();
  return useMutation({
    mutationFn: async (input: { phone: string; password: string; otp: string }) => {
      await callEndpoint(authEndpoints.verifyOtp, { body: { phone: input.phone, otp: input.otp } });
      return callEndpoint(authEndpoints.register, { body: { phone: input.phone, password: input.password } });
    },
    onSuccess: (session) =>
      setSession({ isAuthenticated: true, userId: session.userId, userRole: session.userRole }),
  });
};

export const useLogout = () => {
  const setSession = useSessionUpdate();
  return useMutation({
    mutationFn: () => callEndpoint(authEndpoints.logout),
    onSuccess: () => setSession({ isAuthenticated: false, userId: null, userRole: null }),
  });
};

export const useRequestResetCode = () =>
  useMutation({
    mutationFn: (phone: string) => callEndpoint(authEndpoints.requestPasswordReset, { body: { phone } }),
  });

export const useConfirmReset = () =>
  useMutation({
    mutationFn: (body: { phone: string; otp: string; password: string }) =>
      callEndpoint(authEndpoints.confirmPasswordReset, { body }),
  });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      callEndpoint(authEndpoints.changePassword, { body }),
  });

export const useUpdateName = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callEndpoint(usersEndpoints.updateMe, { body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [usersEndpoints.getUser.path] }),
  });
};
