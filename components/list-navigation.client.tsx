'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useTransition,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styles from './list-navigation.module.css';

type ListNavigationState = { pending: boolean; navigate: (href: string) => void };
const ListNavigationContext = createContext<ListNavigationState | null>(null);

/** Left alone: a modified or middle click, another window, another site, a download. */
const ownClick = (a: HTMLAnchorElement, e: MouseEvent) =>
  !e.defaultPrevented &&
  e.button === 0 &&
  !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) &&
  !a.target &&
  !a.hasAttribute('download') &&
  a.origin === window.location.origin;

/**
 * A list's filter form, tabs and pager (docs/requirements.md §2 skeletons for list loads). Without JavaScript they are
 * plain links and a GET form (full pages). With it, links and forms marked `data-list-nav` inside
 * become client navigations in one transition, and `ListResults` shows its skeleton while it is
 * pending. A streamed loading.tsx would hide the page from readers without JavaScript instead.
 */
export function ListNavigation({ children, className }: { children: ReactNode; className?: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback((href: string) => startTransition(() => router.push(href)), [router]);

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as Element).closest('a[data-list-nav]');
    if (!(a instanceof HTMLAnchorElement) || !ownClick(a, e)) return;
    e.preventDefault();
    navigate(`${a.pathname}${a.search}`);
  };

  const onSubmit = (e: FormEvent<HTMLDivElement>) => {
    const form = e.target;
    if (
      e.defaultPrevented ||
      !(form instanceof HTMLFormElement) ||
      !form.hasAttribute('data-list-nav') ||
      form.method !== 'get'
    )
      return;
    e.preventDefault();
    // Empty values are dropped from the URL (an unchosen filter is no filter), as on the events list.
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(form, (e.nativeEvent as SubmitEvent).submitter))
      if (typeof value === 'string' && value !== '') query.append(key, value);
    const search = query.toString();
    navigate(`${new URL(form.action).pathname}${search ? `?${search}` : ''}`);
  };

  return (
    <ListNavigationContext.Provider value={{ pending, navigate }}>
      <div className={className} onClick={onClick} onSubmit={onSubmit}>
        {children}
      </div>
    </ListNavigationContext.Provider>
  );
}

/** The enclosing list's navigate (a transition that shows its skeleton), or null outside a list. */
export function useListNavigate() {
  return useContext(ListNavigationContext)?.navigate ?? null;
}

/**
 * The results of a `ListNavigation`: while its navigation is pending, `skeleton` covers them in
 * their own box (the results stay in place, invisible, so nothing moves: CLS 0), the region is
 * aria-busy and a polite status says so (`loadingText`, Common.listLoading from the server).
 */
export function ListResults({
  children,
  skeleton,
  loadingText,
}: {
  children: ReactNode;
  skeleton: ReactNode;
  loadingText: string;
}) {
  const pending = useContext(ListNavigationContext)?.pending ?? false;
  return (
    <>
      <p className="visually-hidden" role="status">
        {pending ? loadingText : ''}
      </p>
      <div className={styles.results} aria-busy={pending} data-list-results={pending ? 'pending' : 'ready'}>
        <div className={styles.content} inert={pending}>
          {children}
        </div>
        {pending && (
          <div className={styles.skeleton} data-testid="list-skeleton">
            {skeleton}
          </div>
        )}
      </div>
    </>
  );
}
