import type { ReactNode } from 'react';
import { useAuth } from '../api/validate-token';
import { AccessDenied } from './access-denied';

/** Admin screens show the access-denied view to everyone else (the API refuses them too). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { data: auth } = useAuth();
  return auth?.userRole === 'admin' ? children : <AccessDenied />;
}
