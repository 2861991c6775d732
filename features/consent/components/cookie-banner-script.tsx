import { bannerScript } from '../banner-script';

/**
 * First thing in <body> of the default layout: shows the cookie banner before the first paint to
 * visitors who have not decided (bannerScript). The names of the session cookies come from the
 * layout: consent imports no feature.
 */
export function CookieBannerScript({ sessionCookies }: { sessionCookies: readonly string[] }) {
  return <script dangerouslySetInnerHTML={{ __html: bannerScript(sessionCookies) }} />;
}
