'use client';

import { getCookie } from '@/lib/browser-cookie';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CSRF_COOKIE } from '@/features/auth';
import { VISITOR_CSRF_COOKIE } from '@/features/accounts/client';
import type { UserState } from '../../user-details';

type UserApi = { state: UserState; staff: boolean; clear: () => void };

// Outside the provider (component tests, error pages) nobody is logged in and nothing is pending.
const UserContext = createContext<UserApi>({ state: { status: 'anonymous' }, staff: false, clear: () => undefined });

export const useUser = () => useContext(UserContext);

const anonymous: UserState = { status: 'anonymous' };

// The readable csrftoken (staff) and visitor_csrftoken (visitor accounts) cookies live exactly as
// long as a session: without either nobody is logged in, and asking would only answer 401 (a
// console error on every page for every visitor).
const hasSession = () => !!(getCookie(CSRF_COOKIE) || getCookie(VISITOR_CSRF_COOKIE));

async function loadUserState(): Promise<UserState> {
  try {
    const res = await fetch('/api/user-details/', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return anonymous;
    // Loaded only with a session: most visitors have none, so the checks stay out of the first load.
    const [body, { parseUserDetails }] = await Promise.all([
      res.json() as Promise<unknown>,
      import('../../user-details'),
    ]);
    const user = parseUserDetails(body);
    return user?.is_logged_in ? { status: 'logged-in', user } : anonymous;
  } catch {
    return anonymous;
  }
}

/**
 * Loads the visitor's user details once per page load on the client: pages are cached for
 * everyone, so who is logged in can only be known here (docs/requirements.md §6; pages are cached, the same for everyone).
 */
export function UserProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const [state, setState] = useState<UserState>({ status: 'loading' });
  const [staff, setStaff] = useState(false);

  useEffect(() => {
    // Without a session the answer is known at once: set it in this effect, so it commits together
    // with the consent cookie's reading and the server-rendered banner does not blink.
    if (!hasSession()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- on purpose: one commit with the consent reading
      setState(anonymous);
      return;
    }
    let alive = true;
    loadUserState().then((next) => alive && setState(next));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    // Staff are recognised by a successful page-editor user call (docs/requirements.md §6); it is worth asking only with
    // a staff session's cookie. A visitor account's session never passes it (the call answers 401).
    if (state.status !== 'logged-in' || !getCookie(CSRF_COOKIE)) return;
    let alive = true;
    fetch(`/${locale}/pageeditor-api/user`, { credentials: 'same-origin' })
      .then((res) => alive && setStaff(res.ok))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [state.status, locale]);

  const clear = useCallback(() => {
    setState({ status: 'anonymous' });
    setStaff(false);
  }, []);
  const api = useMemo(() => ({ state, staff, clear }), [state, staff, clear]);
  return <UserContext.Provider value={api}>{children}</UserContext.Provider>;
}
