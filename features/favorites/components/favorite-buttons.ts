import { hasFavorite, type FavoriteLists } from '../lists';
import type { FavoriteKind, FavoriteRef } from '../cookie';
import { refresh, subscribe } from './favorites-store.client';

/** One state's texts: `label` is shown (or the title), `name` is the icon heart's accessible name. */
type StateTexts = { label: string; name: string | null };
/** Everything a heart says, with the item's title filled in (FavoriteButton's `data-texts`). */
export type HeartTexts = { add: StateTexts; remove: StateTexts; added: string; removed: string; failed: string; tooMany: string; notFound: string };

const HEARTS = 'form[data-favorite]';

const textsOf = (form: HTMLFormElement) => JSON.parse(form.dataset.texts ?? '{}') as HeartTexts;
const refOf = (form: HTMLFormElement): FavoriteRef => ({ kind: form.dataset.favorite as FavoriteKind, id: Number((form.elements.namedItem('id') as HTMLInputElement).value) });
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
  for (const form of document.querySelectorAll<HTMLFormElement>(HEARTS)) show(form, hasFavorite(lists, refOf(form)));
}

async function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches(HEARTS)) return;
  event.preventDefault();
  const button = buttonOf(form);
  if (button.hasAttribute('aria-busy')) return;
  const texts = textsOf(form);
  const status = form.querySelector('[role="status"]');
  const next = button.getAttribute('aria-pressed') !== 'true';
  const say = (text: string) => status && (status.textContent = text);
  button.setAttribute('aria-busy', 'true');
  say('');
  try {
    // The write's code is fetched on the first press: most visitors never press a heart. It
    // publishes the new lists, which every heart on the page then shows.
    const { saveFavorite } = await import('./save-favorite.client');
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

/** Brings the page's hearts to life once per page load; later calls show the known state on new hearts. */
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
  document.addEventListener('submit', (event) => void onSubmit(event));
  subscribe(showAll);
}
