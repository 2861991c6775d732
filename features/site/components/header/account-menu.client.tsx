'use client';

import { getCookie } from '@/lib/browser-cookie';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronIcon, UserIcon } from '@/components/icons';
import { fill } from '@/i18n/client-texts';
import type { Locale } from '@/i18n/config';
import { CSRF_COOKIE, CSRF_HEADER } from '@/features/auth';
import { ACCOUNT_LOGOUT_URL, accountPaths, VISITOR_CSRF_COOKIE } from '@/features/accounts/client';
import { displayName, type UserDetails } from '../../user-details';
import { useUser } from '../chrome/user-context.client';
import styles from './top-nav.module.css';

/** Made on the server; `menu` is a template ('Kontomenü von {name}'). */
export type AccountMenuTexts = { menu: string; profile: string; logout: string; logoutFailed: string };

type Props = { user: UserDetails; logoutUrl: string; profileHref: string; locale: Locale; texts: AccountMenuTexts };

/** The logged-in visitor's dropdown: name, My Profile, Log out. */
export function AccountMenu({ user, logoutUrl, profileHref, locale, texts }: Props) {
  // Here, not in the header: the user details' module then stays out of every page's first load.
  const name = displayName(user);
  const { clear } = useUser();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const logout = async () => {
    setError(false);
    try {
      // A visitor account's session has its own CSRF cookie; staff keep theirs.
      const visitor = logoutUrl === ACCOUNT_LOGOUT_URL;
      const token = getCookie(visitor ? VISITOR_CSRF_COOKIE : CSRF_COOKIE) ?? '';
      const res = await fetch(logoutUrl, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { [CSRF_HEADER]: token },
      });
      if (!res.ok && res.status !== 401) throw new Error(String(res.status));
      clear();
      setOpen(false);
      // An account page shows personal data that must not stay on screen after the logout.
      if (visitor && window.location.pathname.startsWith(`/${locale}/user/`))
        router.replace(`${accountPaths.login(locale)}?message=logged_out`);
    } catch {
      setError(true);
    }
  };

  return (
    <div className={styles.account} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.topLink}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={fill(texts.menu, { name })}
        onClick={() => setOpen(!open)}
      >
        <UserIcon />
        <span className={styles.topLabel}>{name}</span>
        <ChevronIcon className={styles.chevron} />
      </button>
      <div id={menuId} className={styles.dropdown} hidden={!open}>
        <p className={styles.dropdownName}>{name}</p>
        <ul>
          <li>
            <a href={profileHref}>{texts.profile}</a>
          </li>
          <li>
            <button type="button" className="link-button" onClick={logout}>
              {texts.logout}
            </button>
          </li>
        </ul>
        {error && (
          <p role="alert" className={styles.dropdownError}>
            {texts.logoutFailed}
          </p>
        )}
      </div>
    </div>
  );
}
