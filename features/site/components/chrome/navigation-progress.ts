import NProgress from 'nprogress';
import './loading-bar.css';

// docs/requirements.md §9: the bar appears only for navigations longer than 200 ms and fades out over 500 ms.
const THROTTLE_MS = 200;
const HIDE_MS = 500;

NProgress.configure({ showSpinner: false, speed: HIDE_MS, trickleSpeed: THROTTLE_MS, minimum: 0.1 });

let timer: number | undefined;
let navigating = false;

/**
 * The loading bar (nprogress) of client-side navigations. This module is fetched when the first
 * navigation starts (ChromeEffects), not with the page (issue #19, first-load JavaScript): the bar
 * shows 200 ms after `startedAt` at the earliest, time enough to load it.
 */
export function startProgress(startedAt: number) {
  window.clearTimeout(timer);
  navigating = true;
  timer = window.setTimeout(
    () => navigating && NProgress.start(),
    Math.max(0, THROTTLE_MS - (performance.now() - startedAt)),
  );
}

/** The new page is there (its path changed). */
export function doneProgress() {
  window.clearTimeout(timer);
  navigating = false;
  NProgress.done();
}
