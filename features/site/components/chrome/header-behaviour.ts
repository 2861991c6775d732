/**
 * The header's behaviour as plain DOM code over its server-rendered markup (site-header.tsx,
 * mobile-menu.tsx, submenu-toggle.tsx, top-alert.tsx): the scrolled style, the mobile menu, the
 * submenus and closing the top alert. They were React components (a header frame, a menu-state
 * context, the menu, every submenu button, the alert) in every public page's first load and
 * hydration (issue #19; -0.6 kB gzip with the alert); their state is only ever shown as
 * attributes, so the attributes are the state.
 *
 * Started once by ChromeEffects (the layout persists across client navigations), which also calls
 * closeHeaderMenus() when the path changes.
 */

import { setCookie } from '@/lib/browser-cookie';
import { TOP_ALERT_CLOSE_ATTR, TOP_ALERT_CLOSED_ATTR, TOP_ALERT_COOKIE } from '../top-alert/top-alert-cookie';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';
export const MOBILE_MENU_ID = 'mobile-menu';
/** Marks a menu link that ChromeEffects follows with a client navigation (and prefetches on intent). */
export const NAV_LINK_ATTRIBUTE = 'data-nav-link';
/** Names the language of a language switch link, whose address ChromeEffects completes with the query. */
export const LOCALE_SWITCH_ATTRIBUTE = 'data-locale-switch';
/** The language switch's link: /api/locale-switch/ knows each page's path per language (works without JavaScript). */
export const switchHref = (to: string, path: string) => `/api/locale-switch/?to=${to}&path=${encodeURIComponent(path)}`;
/** On <html> while the mobile menu is open: CSS hides [data-menu-hide] (top alert, sticky navigation). */
const MENU_OPEN_ATTRIBUTE = 'data-menu-open';

const root = () => document.documentElement;
const panel = () => document.getElementById(MOBILE_MENU_ID);
const burger = () => document.querySelector<HTMLElement>('[data-menu-toggle]');
const menuOpen = () => root().hasAttribute(MENU_OPEN_ATTRIBUTE);
/** Sets a state attribute as React wrote it ("true") or removes it; CSS asks only whether it is there. */
const flag = (el: Element | null | undefined, name: string, on: boolean) =>
  on ? el?.setAttribute(name, 'true') : el?.removeAttribute(name);

/** docs/requirements.md §4 site flag menuOpen: the panel slides in, the page stops scrolling, focus moves in and back. */
export function setMenuOpen(open: boolean) {
  const menu = panel();
  if (!menu || open === menuOpen()) return;
  for (const el of [menu, document.querySelector('[data-menu-backdrop]')]) flag(el, 'data-open', open);
  flag(root(), MENU_OPEN_ATTRIBUTE, open);
  root().classList.toggle('no-scroll', open);
  burger()?.setAttribute('aria-expanded', String(open));
  if (open) menu.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  else burger()?.focus();
}

const openToggles = (popupOnly = false) => [
  ...document.querySelectorAll<HTMLElement>(
    `[data-submenu-toggle]${popupOnly ? '[data-popup]' : ''}[aria-expanded="true"]`,
  ),
];
const setExpanded = (toggle: Element, open: boolean) => toggle.setAttribute('aria-expanded', String(open));

/** Closes the mobile menu and every submenu: the route changed. */
export function closeHeaderMenus() {
  setMenuOpen(false);
  for (const toggle of openToggles()) setExpanded(toggle, false);
}

/** Keeps Tab inside the open menu panel (it is a modal dialog). */
function trapFocus(e: KeyboardEvent, menu: HTMLElement) {
  const items = [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  if (items.length === 0) return;
  const [first, last] = [items[0], items[items.length - 1]];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

function onClick(e: MouseEvent) {
  const target = e.target instanceof Element ? e.target : null;
  if (!target) return;
  const toggle = target.closest('[data-submenu-toggle]');
  if (toggle) return setExpanded(toggle, toggle.getAttribute('aria-expanded') !== 'true');
  if (target.closest('[data-menu-toggle]')) return setMenuOpen(!menuOpen());
  if (target.closest('[data-menu-close], [data-menu-backdrop]')) return setMenuOpen(false);
  // The top alert's close button: remembered for a year; the alert's style rule hides it (top-alert.tsx).
  const alertId = target.closest(`[${TOP_ALERT_CLOSE_ATTR}]`)?.getAttribute(TOP_ALERT_CLOSE_ATTR);
  if (alertId) {
    setCookie(TOP_ALERT_COOKIE, alertId, 365);
    return root().setAttribute(TOP_ALERT_CLOSED_ATTR, alertId);
  }
  if (!target.closest('a')) return;
  // A followed link closes its own submenu and the menu panel it is in.
  for (const open of openToggles()) if (open.closest('li')?.contains(target)) setExpanded(open, false);
  if (panel()?.contains(target)) setMenuOpen(false);
}

/** A press or focus outside a desktop submenu's item closes it. */
function onOutside(e: Event) {
  for (const open of openToggles(true)) if (!open.closest('li')?.contains(e.target as Node)) setExpanded(open, false);
}

function onKey(e: KeyboardEvent) {
  const menu = panel();
  if (menuOpen() && menu) {
    if (e.key === 'Escape') setMenuOpen(false);
    else if (e.key === 'Tab' && menu.contains(document.activeElement)) trapFocus(e, menu);
    return;
  }
  if (e.key !== 'Escape') return;
  for (const open of openToggles(true)) {
    open.focus();
    setExpanded(open, false);
  }
}

/** Attaches the header's behaviour; returns what detaches it. */
export function startHeaderBehaviour(): () => void {
  const listening = new AbortController();
  const options = { signal: listening.signal };
  const passive = { signal: listening.signal, passive: true };
  // Lets CSS tell enhanced pages from ones without JavaScript (hover menus, info layer).
  root().classList.add('js');

  const header = document.getElementById('site-header');
  // The scrolled style after a quarter of the window (not while the menu is open). scrollY needs a
  // finished layout: asked in the next frame, not inside the hydration's long task.
  const check = () => !menuOpen() && flag(header, 'data-scrolled', window.scrollY > window.innerHeight / 4);
  const frame = requestAnimationFrame(check);
  window.addEventListener('scroll', check, passive);
  window.addEventListener('resize', check, passive);

  // The top bar's height, so that the sticky header can let exactly that part scroll away.
  const topBar = header?.firstElementChild;
  const observer =
    topBar instanceof HTMLElement && typeof ResizeObserver !== 'undefined'
      ? new ResizeObserver(() => header?.style.setProperty('--top-bar-height', `${topBar.offsetHeight}px`))
      : null;
  if (topBar) observer?.observe(topBar);

  document.addEventListener('click', onClick, options);
  document.addEventListener('pointerdown', onOutside, options);
  document.addEventListener('focusin', onOutside, options);
  document.addEventListener('keydown', onKey, options);

  // The burger link (#mobile-menu) was followed before the page became interactive: keep the menu open.
  if (window.location.hash === `#${MOBILE_MENU_ID}`) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    setMenuOpen(true);
  }

  return () => {
    listening.abort();
    cancelAnimationFrame(frame);
    observer?.disconnect();
  };
}
