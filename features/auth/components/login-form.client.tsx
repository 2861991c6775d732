'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';

/** Staff login: posts to /api/auth/login/ and returns to the page the user came from. */
export function LoginForm({ next }: { next: string }) {
  const t = useTranslations('Login');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const res = await fetch('/api/auth/login/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: form.get('username'), password: form.get('password') }),
      });
      if (res.ok) {
        window.location.assign(next);
        return;
      }
      setError(res.status === 401 ? t('invalid') : t('failed'));
    } catch {
      setError(t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <label htmlFor="login-username">{t('username')}</label>
      <input id="login-username" name="username" autoComplete="username" required />
      <label htmlFor="login-password">{t('password')}</label>
      <input id="login-password" name="password" type="password" autoComplete="current-password" required />
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <button className="button" type="submit" disabled={busy}>
        {t('submit')}
      </button>
    </form>
  );
}
