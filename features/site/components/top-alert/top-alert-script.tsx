import { TOP_ALERT_CLOSED_ATTR, TOP_ALERT_COOKIE } from './top-alert-cookie';

const script =
  `(function(d){var m=/(?:^|; )${TOP_ALERT_COOKIE}=([^;]*)/.exec(d.cookie);` +
  `try{m&&d.documentElement.setAttribute('${TOP_ALERT_CLOSED_ATTR}',decodeURIComponent(m[1]))}catch(e){}})(document)`;

/**
 * In <head> of the root layout: names on <html> the alert this visitor closed, which the alert's
 * own style rule then hides (TopAlert). In <head>, not next to the alert: an inline script in
 * <body> makes the parser wait there for the stylesheets, and Chrome paints what it has parsed so
 * far when it goes on, so the home page's hero picture came a frame after the first paint and
 * Lighthouse counted the page's scripts into its LCP (issue #19).
 */
export function TopAlertScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
