import { TOP_ALERT_CLOSED_ATTR, TOP_ALERT_COOKIE } from './top-alert-cookie';

const script =
  `(function(d){var m=/(?:^|; )${TOP_ALERT_COOKIE}=([^;]*)/.exec(d.cookie);` +
  `try{m&&d.documentElement.setAttribute('${TOP_ALERT_CLOSED_ATTR}',decodeURIComponent(m[1]))}catch(e){}})(document)`;

/**
 * In <head> of the root layout: names on <html> the alert this visitor closed, which the alert's
 * own style rule then hides (TopAlert). In <head>, not next to the alert, for the reason
 * CookieBannerScript gives: an inline script in <body> delayed the hero picture's first paint.
 */
export function TopAlertScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
