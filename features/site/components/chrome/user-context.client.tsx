'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { parseUserDetails, type UserState } from '../../user-details';

type UserApi = { state: UserState; staff: boolean; clear: () => void };

// Outside the provider (component tests, error pages) nobody is logged in and nothing is pending.
const UserContext = createContext<UserApi>({ state: { status: 'anonymous' }, staff: false, clear: () => undefined });

export const useUser = () => useContext(UserContext);

/**
 * Loads the visitor's user details once per page load on the client: pages are cached for
 * everyone, so who is logged in can only be known here (SPEC 6, DESIGN caching).
 */
export function UserProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const [state, setState] = useState<UserState>({ status: 'loading' });
  const [staff, setStaff] = useState(false);

  useEffect(() => {
    let alive = true;
    fetch('/api/user-details/', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) return { status: 'anonymous' } as const;
        const user = parseUserDetails(await res.json());
        return user?.is_logged_in ? ({ status: 'logged-in', user } as const) : ({ status: 'anonymous' } as const);
      })
      .catch(() => ({ status: 'anonymous' }) as const)
      .then((next) => alive && setState(next));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    // Staff are recognised by a successful page-editor user call (SPEC 6); only then is it worth asking.
    if (state.status !== 'logged-in') return;
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
