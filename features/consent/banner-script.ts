import { BANNER_ON_CLASS, CONSENT_COOKIE, CONSENT_FREE_PATH, CONSENT_VERSION } from './consent-cookie';

const cookieName = (name: string) => name.replace(/[^\w-]/g, '');

/**
 * The inline script that decides, before the first paint, whether the server-rendered cookie banner
 * shows. Pages are cached for everyone, so their HTML always carries the banner, hidden; this adds
 * BANNER_ON_CLASS to <html> for a visitor who has not decided, by the rules the ConsentProvider
 * applies after hydration: parseConsent, isConsentFreePath, and with a session cookie it waits for
 * the user details (docs/requirements.md §2), so the provider shows it then. Rendering the banner on the client only
 * made its text the page's largest paint, late (issue #19: LCP 3.6 s on the events list).
 */
export function bannerScript(sessionCookies: readonly string[]): string {
  const session = sessionCookies.map(cookieName).join('|');
  return (
    `(function(d){var c=d.cookie,m=/(?:^|; )${cookieName(CONSENT_COOKIE)}=([^;]*)/.exec(c),s;` +
    `try{s=m&&JSON.parse(decodeURIComponent(m[1]))}catch(e){}` +
    `if(s&&s.v===${CONSENT_VERSION}&&typeof s.tracking=='boolean'&&typeof s.media=='boolean')return;` +
    (session ? `if(/(?:^|; )(?:${session})=/.test(c))return;` : '') +
    `if(/${CONSENT_FREE_PATH.source}/.test(location.pathname))return;` +
    `d.documentElement.classList.add('${BANNER_ON_CLASS}')})(document)`
  );
}
