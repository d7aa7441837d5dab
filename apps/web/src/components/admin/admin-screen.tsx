import type { ReactNode } from 'react';
import { usePageMeta } from '../../shell/page-meta';
import { AdminOnly } from '../../shell/components/admin-only';

/** An admin screen under its title; everyone else sees the access-denied view and nothing of its data. */
export function AdminScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AdminOnly>
      <Titled title={title}>{children}</Titled>
    </AdminOnly>
  );
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  usePageMeta(title);
  return (
    <div className="page">
      <p className="eyebrow">پنل مدیریت</p>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
