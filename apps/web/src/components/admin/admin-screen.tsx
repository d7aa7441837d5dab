import type { ReactNode } from 'react';
import { usePageMeta } from '../../shell/page-meta';
import { AdminOnly } from '../../shell/components/admin-only';

interface Props {
  /** The tab's title, and the heading unless `heading` is given. */
  title: string;
  /** A heading with markup (a number isolated left to right inside it). */
  heading?: ReactNode;
  children: ReactNode;
}

/** An admin screen under its title; everyone else sees the access-denied view and nothing of its data. */
export function AdminScreen(props: Props) {
  return (
    <AdminOnly>
      <Titled {...props} />
    </AdminOnly>
  );
}

function Titled({ title, heading, children }: Props) {
  usePageMeta(title);
  return (
    <div className="page">
      <p className="eyebrow">پنل مدیریت</p>
      <h1>{heading ?? title}</h1>
      {children}
    </div>
  );
}
