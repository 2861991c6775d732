import { describe, expect, it } from 'vitest';
import { bannerScript } from './banner-script';
import { CONSENT_COOKIE, isConsentFreePath, parseConsent, serializeConsent } from './consent-cookie';

const SESSION_COOKIES = ['csrftoken', 'visitor_csrftoken'];

/** Runs the inline script as the browser would, against a cookie string and a path; true when it shows the banner. */
function shows(cookie: string, pathname = '/de/programm/veranstaltungen') {
  const classes = new Set<string>();
  const document = { cookie, documentElement: { classList: { add: (name: string) => classes.add(name) } } };
  new Function('document', 'location', bannerScript(SESSION_COOKIES))(document, { pathname });
  return classes.has('cookie-banner-on');
}

const consentCookie = (raw: string) => `${CONSENT_COOKIE}=${encodeURIComponent(raw)}`;

describe('cookie banner script (before hydration)', () => {
  it('shows the banner to a visitor without a choice, and not once one is stored', () => {
    expect(shows('')).toBe(true);
    expect(shows('other=1; top-alert-noeku=5')).toBe(true);
    expect(shows(`a=1; ${consentCookie(serializeConsent({ tracking: false, media: true }))}; b=2`)).toBe(false);
  });

  it('decides as parseConsent does for outdated, broken and foreign cookies', () => {
    const raws = [
      serializeConsent({ tracking: true, media: false }),
      '{"v":0,"tracking":true,"media":true}',
      '{"v":1,"tracking":"yes","media":true}',
      'not json',
      '',
      'null',
    ];
    for (const raw of raws) expect(shows(consentCookie(raw)), raw).toBe(parseConsent(raw) === null);
    // Another cookie whose name ends like ours is not ours.
    expect(shows(`x${consentCookie(serializeConsent({ tracking: true, media: true }))}`)).toBe(true);
  });

  it('waits for the user details when a session cookie is there (docs/requirements.md §2)', () => {
    expect(shows('csrftoken=abc')).toBe(false);
    expect(shows('foo=1; visitor_csrftoken=abc')).toBe(false);
    expect(shows('not_csrftoken=abc')).toBe(true);
  });

  it('never asks on the imprint, privacy, terms and accessibility pages', () => {
    for (const path of [
      '/de/impressum',
      '/en/datenschutz/',
      '/cs/agb',
      '/de/barrierefreiheit',
      '/de',
      '/de/impressum-alt',
    ]) {
      expect(shows('', path), path).toBe(!isConsentFreePath(path));
    }
  });
});
