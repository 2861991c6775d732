/**
 * Shared by the search box and the header's placeholder for it (search-box-lazy): from 64em the header
 * box starts as a button that opens the field, which gets focus after the input focus delay (200 ms, docs/requirements.md §9).
 */
export const FOCUS_DELAY = 200;
const DESKTOP = '(min-width: 64em)';

export function subscribeDesktop(onChange: () => void) {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export const isDesktop = () => window.matchMedia(DESKTOP).matches;
