import { pagePath } from '@shop/contracts/plain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isNotFound } from '../lib/api-client';

export function Spinner({ label = 'در حال بارگذاری...' }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner-circle" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** The spec's load-failure panel with a retry button. */
export function ErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="panel error-panel" role="alert">
      <h2>مشکلی پیش آمده</h2>
      <p>بارگذاری ناموفق بود. لطفاً دوباره تلاش کنید.</p>
      <button type="button" className="button" onClick={onRetry}>
        تلاش دوباره
      </button>
    </div>
  );
}

export function NotFound() {
  return (
    <section className="not-found">
      <p className="not-found-code" aria-hidden="true">
        ۴۰۴
      </p>
      <h1>صفحه یافت نشد</h1>
      <Link to={pagePath('home')} className="button">
        صفحه اصلی
      </Link>
    </section>
  );
}

export function EmptyState({
  message,
  linkTo,
  linkLabel,
}: {
  message: string;
  linkTo: string;
  linkLabel: string;
}) {
  return (
    <div className="panel empty-state">
      <p>{message}</p>
      <Link to={linkTo} className="button">
        {linkLabel}
      </Link>
    </div>
  );
}

/**
 * What a page shows in place of its content while its one query loads or after it failed: a spinner,
 * «not found» when the API answered 404, else the retry panel. Undefined once the data is there.
 */
export function pageFallback(result: {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}): ReactNode | undefined {
  if (result.isPending) return <Spinner />;
  if (!result.isError) return undefined;
  if (isNotFound(result.error)) return <NotFound />;
  return (
    <div className="page">
      <ErrorPanel onRetry={() => result.refetch()} />
    </div>
  );
}
