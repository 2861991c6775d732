import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { siteSettings } from '@/lib/db/schema';

/**
 * Footer HTML blocks of the demo village's site settings (staff-authored in real life). They are one
 * text per site, not per language, so they hold contact data and partner names only.
 */
export async function seedChrome(database: Db) {
  await database
    .update(siteSettings)
    .set({
      htmlFooterTop:
        '<address>Am Dorfanger 1<br>01234 Lindenau<br><a href="tel:+49350012345">+49 3500 12345</a><br><a href="mailto:besuch@freilichtmuseum-lindenau.de">besuch@freilichtmuseum-lindenau.de</a></address>',
      htmlFooterLogos:
        '<ul>' +
        '<li><a class="footer-logo" href="https://www.museumsbund.de/">Deutscher Museumsbund</a></li>' +
        '<li><a class="footer-logo" href="https://www.kulturstiftung.de/">Kulturstiftung der Länder</a></li>' +
        '<li><a class="footer-logo" href="https://www.freilichtmuseen.de/">Arbeitsgemeinschaft Freilichtmuseen</a></li>' +
        '</ul>',
      htmlFooterBottom:
        '<p><small>Träger: Förderverein Freilichtmuseum Lindenau e. V. · Amtsgericht Lindenau VR 1234</small></p>',
    })
    .where(eq(siteSettings.id, 1));
}
