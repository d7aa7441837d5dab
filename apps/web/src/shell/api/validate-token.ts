import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, queryKeyFor } from '@shop/contracts/plain';
import { ApiClientError } from '../../lib/api-client';
import { callEndpoint } from '../../lib/endpoint-call';

const endpoint = apiRoutes.auth.validateToken;

export type AuthState =
  | { isAuthenticated: true; userId: string; userRole: 'admin' | 'user' }
  | { isAuthenticated: false; userId: null; userRole: null };

const SIGNED_OUT: AuthState = { isAuthenticated: false, userId: null, userRole: null };

/**
 * The API sets this script-readable companion of the httpOnly session cookie; it holds no secret. The
 * server draws pages for a visitor without one.
 */
export const hasSessionHint = () =>
  typeof document !== 'undefined' && document.cookie.split('; ').includes('has_session=1');

/**
 * The startup status check: the httpOnly cookie is the session, so the answer is all the web keeps. A
 * visitor who never signed in is not asked about (no request, no 401 in the console).
 */
export async function validateToken(): Promise<AuthState> {
  if (!hasSessionHint()) return SIGNED_OUT;
  try {
    const session = await callEndpoint(endpoint);
    return { isAuthenticated: true, userId: session.userId, userRole: session.userRole };
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) return SIGNED_OUT;
    throw error;
  }
}

export const authQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyFor(endpoint),
    queryFn: validateToken,
    // Known at once for visitors who never signed in: no loading screen that the page then replaces.
    initialData: hasSessionHint() ? undefined : SIGNED_OUT,
    staleTime: Infinity,
    retry: false,
  });

export const useAuth = () => useQuery(authQueryOptions());
