'use client';

import { useState, type FormEvent } from 'react';
import { HeartIcon } from '@/components/icons';
import type { Locale } from '@/i18n/config';
import { fill } from '@/i18n/client-texts';
import { FAVORITES_API } from '../constants';
import { favoriteKey, type FavoriteKind } from '../cookie';
import { hasFavorite } from '../lists';
import { useFavorites } from './favorites-store.client';
import styles from './favorite-button.module.css';

/** Made on the server (`favoriteTexts`); `{title}` is filled in here. */
export type FavoriteTexts = {
  add: string;
  remove: string;
  addTitle: string;
  removeTitle: string;
  added: string;
  removed: string;
  failed: string;
  tooMany: string;
  notFound: string;
  savedNoJs: string;
  viewAll: string;
};

type Props = {
  locale: Locale;
  texts: FavoriteTexts;
  kind: FavoriteKind;
  id: number;
  title: string;
  /** 'icon' (cards: the title goes into the accessible name) or 'labelled' (detail and favorites pages). */
  variant?: 'icon' | 'labelled';
  /** Known on per-visitor pages (the favorites page); cached pages learn it after mount. */
  initialPressed?: boolean;
  /** A logged-in visitor's CSRF token, for the form without JavaScript (per-visitor pages only). */
  csrfToken?: string;
  /** Id of the element naming the item, when several labelled hearts share one page. */
  describedBy?: string;
};

/**
 * The heart (SPEC: favorites). A submit button in a small form to POST /api/favorites/, so it works
 * without JavaScript (303 back here); with it, the change is sent with fetch and announced politely.
 */
export function FavoriteButton({ locale, texts, kind, id, title, variant = 'icon', initialPressed = false, csrfToken, describedBy }: Props) {
  const lists = useFavorites();
  const ref = { kind, id };
  const pressed = lists ? hasFavorite(lists, ref) : initialPressed;
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const next = !pressed;
    setBusy(true);
    setStatus('');
    try {
      // The write's code is fetched on the first press: most visitors never press a heart.
      const { saveFavorite } = await import('./save-favorite.client');
      await saveFavorite(ref, next);
      setStatus(fill(next ? texts.added : texts.removed, { title }));
    } catch (error) {
      // A FavoriteError carries the API's code; a failed request or chunk load has none.
      const code = error instanceof Error ? (error as Error & { code?: string }).code : undefined;
      setStatus(code === 'too_many' ? texts.tooMany : code === 'not_found' ? texts.notFound : texts.failed);
    } finally {
      setBusy(false);
    }
  }

  const label = pressed ? texts.remove : texts.add;
  return (
    <form method="post" action={`${FAVORITES_API}?lang=${locale}`} className={styles.form} id={`fav-${favoriteKey(ref)}`} onSubmit={onSubmit}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="favorite" value={pressed ? '0' : '1'} />
      {csrfToken && <input type="hidden" name="csrf_token" value={csrfToken} />}
      <button
        type="submit"
        className={`${styles.button} ${variant === 'icon' ? styles.icon : ''}`}
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        aria-label={variant === 'icon' ? fill(pressed ? texts.removeTitle : texts.addTitle, { title }) : undefined}
        title={variant === 'icon' ? label : undefined}
        aria-describedby={describedBy}
        data-testid="favorite-button"
      >
        <HeartIcon />
        {variant === 'labelled' && <span>{label}</span>}
      </button>
      <span className={`${styles.status} visually-hidden`} role="status">
        {status}
      </span>
      <span className={styles.note}>
        {texts.savedNoJs} <a href={`/${locale}/user/favorites`}>{texts.viewAll}</a>
      </span>
    </form>
  );
}
