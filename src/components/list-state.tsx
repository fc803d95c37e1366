import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Pagination } from './pagination.tsx';
import './list-state.css';

/**
 * Grey placeholder cards while a list loads; screen readers hear "Loading…". `className` names the block
 * (its rows are `<className>__row`), so each page keeps its own card height.
 */
export function ListSkeleton({
  rows = 3,
  className = 'admin-skeleton',
  testId,
}: {
  rows?: number;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={className} role="status" aria-busy="true" data-testid={testId}>
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className={`${className}__row`} aria-hidden="true" />
      ))}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="admin-empty" data-testid="admin-empty">
      {children}
    </p>
  );
}

/** The toast already told what went wrong (global handler); this offers the way out. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="admin-empty" role="alert">
      <p>
        <Trans>Could not load the list.</Trans>
      </p>
      <button type="button" className="btn btn--light-gray btn--small" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

interface ListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** One list's states in order: loading, failed (with a retry), empty (with its own words), then the list. */
export function ListStates<T>({
  query,
  empty,
  children,
}: {
  query: ListQuery<T>;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton />;
  if (query.isError || !query.data) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return children(query.data);
}

interface PagedQuery<T> {
  data: { items: T[]; page: number; pages: number } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A paged staff list: the same states, the cards in an `admin-list`, and the pager under it when needed. */
export function PagedListStates<T>({
  query,
  empty,
  onPage,
  children,
}: {
  query: PagedQuery<T>;
  empty: ReactNode;
  onPage: (page: number) => void;
  children: (item: T) => ReactNode;
}) {
  const { data } = query;
  return (
    <ListStates query={{ ...query, data: data?.items }} empty={empty}>
      {(items) => (
        <>
          <ul className="admin-list">{items.map(children)}</ul>
          {data && data.pages > 1 ? <Pagination page={data.page} pages={data.pages} onPage={onPage} /> : null}
        </>
      )}
    </ListStates>
  );
}
