import { bannerScript } from '../banner-script';

/**
 * In <head> of the root layout: shows the cookie banner before the first paint to visitors who have
 * not decided (bannerScript). In <head>, not in <body> next to the banner: there the parser waited
 * for the stylesheets and Chrome painted what it had parsed so far (the banner) when it went on,
 * a frame before the rest (issue #19: the hero picture's LCP). The names of the session cookies
 * come from the layout: consent imports no feature.
 */
export function CookieBannerScript({ sessionCookies }: { sessionCookies: readonly string[] }) {
  return <script dangerouslySetInnerHTML={{ __html: bannerScript(sessionCookies) }} />;
}
