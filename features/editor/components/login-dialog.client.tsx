'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import dialogStyles from './toolbar.module.css';
import styles from './block-form/block-form.module.css';

/**
 * docs/requirements.md §6 / §8: a 401 while editing opens this modal. The edits stay where they are (on the page and
 * in the tab's storage); after logging in, the write that failed is sent again.
 */
export function LoginDialog({ onDone }: { onDone: (loggedIn: boolean) => void }) {
  const t = useTranslations('Editor.login');
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const result = useRef(false);
  useEffect(() => ref.current?.showModal(), []);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const res = await fetch('/api/auth/login/', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ username: data.get('username'), password: data.get('password') }),
    }).catch(() => null);
    setBusy(false);
    if (!res?.ok) return setError(res?.status === 401 || res?.status === 400 ? t('wrong') : t('failed'));
    result.current = true;
    ref.current?.close();
  };
  return (
    <dialog
      ref={ref}
      className={dialogStyles.dialog}
      onClose={() => onDone(result.current)}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-text`}
    >
      <form onSubmit={submit}>
        <div className={dialogStyles.dialogHeader}>
          <h2 id={`${id}-heading`}>{t('title')}</h2>
        </div>
        <p id={`${id}-text`}>{t('text')}</p>
        <div className={styles.field}>
          <label htmlFor={`${id}-username`}>{t('username')}</label>
          <input id={`${id}-username`} name="username" autoComplete="username" required />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-password`}>{t('password')}</label>
          <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={dialogStyles.actions}>
          <button type="button" className={dialogStyles.button} onClick={() => ref.current?.close()}>
            {t('cancel')}
          </button>
          <button type="submit" className={`${dialogStyles.button} ${dialogStyles.primary}`} disabled={busy}>
            {t('submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
