'use client';

import { useState } from 'react';
import { pluralText, type PluralTexts } from '@/i18n/client-texts';
import type { Locale } from '@/i18n/config';
import { PASSWORD_TOO_LONG, withinPasswordLimit } from '@/lib/password-limit';

/** Made on the server (features/auth/server/login-texts.ts); `locked` is picked by the minutes to wait. */
export type LoginFormTexts = {
  username: string;
  password: string;
  submit: string;
  invalid: string;
  failed: string;
  passwordTooLong: string;
  locked: PluralTexts;
};

/**
 * Staff login: posts to /api/auth/login/ and returns to the page the user came from. Without
 * JavaScript (or before it runs) the same form posts itself; the server answers with a redirect
 * to `next`, or back here with the refusal (`refusal`, put into words by the page).
 */
export function LoginForm({
  next,
  locale,
  texts: t,
  refusal = null,
}: {
  next: string;
  locale: Locale;
  texts: LoginFormTexts;
  refusal?: string | null;
}) {
  const [error, setError] = useState<string | null>(refusal);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (!withinPasswordLimit(password)) {
      setError(t.passwordTooLong);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await fetch('/api/auth/login/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: form.get('username'), password }),
      });
      if (res.ok) {
        window.location.assign(next);
        return;
      }
      setError(await problem(res));
    } catch {
      setError(t.failed);
    } finally {
      setBusy(false);
    }
  }

  /** The refusal in words: wrong credentials, locked for a while (429), a password over the limit. */
  async function problem(res: Response) {
    if (res.status === 401) return t.invalid;
    if (res.status === 429)
      return pluralText(t.locked, locale, Math.max(1, Math.ceil(Number(res.headers.get('retry-after') ?? 60) / 60)));
    const body = (await res.json().catch(() => ({}))) as { errors?: { password?: string[] } };
    return body.errors?.password?.includes(PASSWORD_TOO_LONG) ? t.passwordTooLong : t.failed;
  }

  return (
    <form className="login-form" method="post" action="/api/auth/login/" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor="login-username">{t.username}</label>
      <input id="login-username" name="username" autoComplete="username" required />
      <label htmlFor="login-password">{t.password}</label>
      <input id="login-password" name="password" type="password" autoComplete="current-password" required />
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <button className="button" type="submit" disabled={busy}>
        {t.submit}
      </button>
    </form>
  );
}
