import { hasFavorite, type FavoriteLists } from '../lists';
import type { FavoriteKind, FavoriteRef } from '../cookie';
import { HEARTS_SELECTOR } from '../constants';
import { refresh, subscribe } from './favorites-store.client';
import { saveFavorite } from './save-favorite.client';

/** One state's texts: `label` is shown (or the title), `name` is the icon heart's accessible name. */
type StateTexts = { label: string; name: string | null };
/** Everything a heart says, with the item's title filled in (FavoriteButton's `data-texts`). */
export type HeartTexts = {
  add: StateTexts;
  remove: StateTexts;
  added: string;
  removed: string;
  failed: string;
  tooMany: string;
  notFound: string;
};

const textsOf = (form: HTMLFormElement) => JSON.parse(form.dataset.texts ?? '{}') as HeartTexts;
const refOf = (form: HTMLFormElement): FavoriteRef => ({
  kind: form.dataset.favorite as FavoriteKind,
  id: Number((form.elements.namedItem('id') as HTMLInputElement).value),
});
const buttonOf = (form: HTMLFormElement) => form.querySelector('button') as HTMLButtonElement;

/** Shows a heart pressed or not: aria-pressed, its name or label, and what its form would send. */
function show(form: HTMLFormElement, pressed: boolean) {
  const texts = textsOf(form)[pressed ? 'remove' : 'add'];
  const button = buttonOf(form);
  button.setAttribute('aria-pressed', String(pressed));
  if (texts.name) {
    button.setAttribute('aria-label', texts.name);
    button.title = texts.label;
  } else {
    const label = button.querySelector('span');
    if (label) label.textContent = texts.label;
  }
  (form.elements.namedItem('favorite') as HTMLInputElement).value = pressed ? '0' : '1';
}

function showAll(lists: FavoriteLists) {
  for (const form of document.querySelectorAll<HTMLFormElement>(HEARTS_SELECTOR))
    show(form, hasFavorite(lists, refOf(form)));
}

/** A press on a heart (its form's submit, taken by favorite-buttons-start.client.tsx). */
export async function pressHeart(form: HTMLFormElement) {
  const button = buttonOf(form);
  if (button.hasAttribute('aria-busy')) return;
  const texts = textsOf(form);
  const status = form.querySelector('[role="status"]');
  const next = button.getAttribute('aria-pressed') !== 'true';
  const say = (text: string) => status && (status.textContent = text);
  button.setAttribute('aria-busy', 'true');
  say('');
  try {
    // It publishes the new lists, which every heart on the page then shows.
    await saveFavorite(refOf(form), next);
    say(next ? texts.added : texts.removed);
  } catch (error) {
    // A FavoriteError carries the API's code; a failed request or chunk load has none.
    const code = (error as { code?: string } | null)?.code;
    say(code === 'too_many' ? texts.tooMany : code === 'not_found' ? texts.notFound : texts.failed);
  } finally {
    button.removeAttribute('aria-busy');
  }
}

let started = false;
let queued = false;

/** Shows this browser's state on the page's hearts and follows it; later calls show it on new hearts. */
export function startFavoriteButtons() {
  // Once for all the hearts that mounted together (a page of cards from the API).
  if (!queued) {
    queued = true;
    queueMicrotask(() => {
      queued = false;
      refresh();
    });
  }
  if (started) return;
  started = true;
  subscribe(showAll);
}
