import { HeartIcon } from '@/components/icons';
import type { Locale } from '@/i18n/config';
import { fill } from '@/i18n/client-texts';
import { FAVORITES_API } from '../constants';
import { favoriteKey, type FavoriteKind } from '../cookie';
import { FavoriteButtonsStart } from './favorite-buttons-start.client';
import type { HeartTexts } from './favorite-buttons';
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
  /** Known on per-visitor pages (the favorites page); cached pages learn it in the browser. */
  initialPressed?: boolean;
  /** A logged-in visitor's CSRF token, for the form without JavaScript (per-visitor pages only). */
  csrfToken?: string;
  /** Id of the element naming the item, when several labelled hearts share one page. */
  describedBy?: string;
};

/**
 * The heart (favourites, docs/requirements.md §11). A submit button in a small form to POST /api/favorites/, so it works
 * without JavaScript (303 back here). With it, favorite-buttons.ts shows this browser's state and
 * sends a press with fetch, announced politely: plain DOM code shared by every heart of the page,
 * not a component per card (issue #19, first-load JavaScript). So this renders on the server and in
 * client islands alike; every text either state needs is in `data-texts`.
 */
export function FavoriteButton({
  locale,
  texts,
  kind,
  id,
  title,
  variant = 'icon',
  initialPressed = false,
  csrfToken,
  describedBy,
}: Props) {
  const icon = variant === 'icon';
  const heart: HeartTexts = {
    add: { label: texts.add, name: icon ? fill(texts.addTitle, { title }) : null },
    remove: { label: texts.remove, name: icon ? fill(texts.removeTitle, { title }) : null },
    added: fill(texts.added, { title }),
    removed: fill(texts.removed, { title }),
    failed: texts.failed,
    tooMany: texts.tooMany,
    notFound: texts.notFound,
  };
  const shown = initialPressed ? heart.remove : heart.add;
  return (
    <form
      method="post"
      action={`${FAVORITES_API}?lang=${locale}`}
      className={styles.form}
      id={`fav-${favoriteKey({ kind, id })}`}
      data-favorite={kind}
      data-texts={JSON.stringify(heart)}
    >
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="favorite" value={initialPressed ? '0' : '1'} />
      {csrfToken && <input type="hidden" name="csrf_token" value={csrfToken} />}
      <button
        type="submit"
        className={`${styles.button} ${icon ? styles.icon : ''}`}
        aria-pressed={initialPressed}
        aria-label={shown.name ?? undefined}
        title={icon ? shown.label : undefined}
        aria-describedby={describedBy}
        data-testid="favorite-button"
      >
        <HeartIcon />
        {!icon && <span>{shown.label}</span>}
      </button>
      <span className={`${styles.status} visually-hidden`} role="status" />
      <span className={styles.note}>
        {texts.savedNoJs} <a href={`/${locale}/user/favorites`}>{texts.viewAll}</a>
      </span>
      <FavoriteButtonsStart />
    </form>
  );
}
