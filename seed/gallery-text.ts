import type { Locale } from '@/i18n/config';
import { bid, l, sitePaths, type L } from './gallery-kit';
import { definitions } from '@/features/blocks';

/** Text modules of the gallery: headline, text, quote, link, FAQ, HTML, form, anchor list. */
export function headline(
  x: (v: L) => string,
  content: L,
  opts: { level?: number; preline?: L; subline?: L; anchor?: string } = {},
) {
  return definitions.headline.create({
    id: bid('headline'),
    headline_level: opts.level ?? 2,
    preline: opts.preline ? x(opts.preline) : '',
    content: x(content),
    subline: opts.subline ? x(opts.subline) : '',
    anchor: opts.anchor ?? '',
  });
}

export const richText = (html: string, decrease = false) =>
  definitions.text.create({ id: bid('text'), content: html, anchor: '', decrease_distance: decrease });

export function textModules(locale: Locale, x: (v: L) => string, formId: number) {
  const intro = [
    headline(x, l('Texte, Zitate und Links', 'Texts, quotes and links', 'Texty, citáty a odkazy'), {
      preline: l('Modul-Galerie', 'Module gallery', 'Galerie modulů'),
      subline: l(
        'So erzählen wir Geschichten aus dem Dorf',
        'How we tell the village’s stories',
        'Jak vyprávíme příběhy vesnice',
      ),
      anchor: 'texte',
    }),
    richText(
      x(
        l(
          '<p>Im Museumsdorf Lindenau stehen <strong>über 40 Gebäude</strong> aus drei Jahrhunderten. Jedes hat seine eigene Geschichte – vom <em>Tagelöhnerhaus</em> bis zur Zehntscheune.</p><ul><li>Führungen täglich um 11 und 14 Uhr</li><li>Werkstätten von April bis Oktober geöffnet</li><li>Hofladen mit Brot aus dem Holzofen</li></ul><ol><li>Eintrittskarte an der Kasse lösen</li><li>Dorfplan mitnehmen</li><li>Am Dorfplatz beginnen</li></ol><p>Mehr dazu unter <a href="/de/besuch">Besuch planen</a>.</p>',
          '<p>Lindenau museum village has <strong>more than 40 buildings</strong> from three centuries. Each has its own story – from the <em>day labourer’s cottage</em> to the tithe barn.</p><ul><li>Guided tours daily at 11 am and 2 pm</li><li>Workshops open from April to October</li><li>Farm shop with bread from the wood-fired oven</li></ul><ol><li>Buy your ticket at the desk</li><li>Take a village map</li><li>Start at the village square</li></ol><p>More under <a href="/en/visit">Plan your visit</a>.</p>',
          '<p>V muzejní vesnici Lindenau stojí <strong>přes 40 staveb</strong> ze tří století. Každá má svůj příběh – od <em>nádenické chalupy</em> po desátkovou stodolu.</p><ul><li>Prohlídky s průvodcem denně v 11 a 14 h</li><li>Dílny otevřené od dubna do října</li><li>Statkový obchod s chlebem z pece na dřevo</li></ul><ol><li>Kupte si vstupenku u pokladny</li><li>Vezměte si plánek vesnice</li><li>Začněte na návsi</li></ol><p>Více v části <a href="/cs/navsteva">Plánujte návštěvu</a>.</p>',
        ),
      ),
    ),
    definitions.quote.create({
      id: bid('quote'),
      content: x(
        l(
          'Wenn im Herbst die Dreschflegel im Takt schlagen, hört man, wie das ganze Dorf zusammen gearbeitet hat.',
          'When the flails beat in time in autumn, you can hear how the whole village once worked together.',
          'Když na podzim cepy bijí do taktu, je slyšet, jak kdysi celá vesnice pracovala společně.',
        ),
      ),
      author: x(
        l(
          'Margarete Voigt, Ehrenamtliche seit 1987',
          'Margarete Voigt, volunteer since 1987',
          'Margarete Voigtová, dobrovolnice od roku 1987',
        ),
      ),
      anchor: '',
    }),
  ];
  const side = [
    definitions.link.create({
      id: bid('link'),
      link_text: x(l('Tickets kaufen', 'Buy tickets', 'Koupit vstupenky')),
      link: sitePaths.events[locale],
      style: 'button',
      open_in_new_window: false,
      extra_class: '',
      anchor: '',
      sticky: false,
    }),
    definitions.link.create({
      id: bid('link'),
      link_text: x(l('Öffnungszeiten und Preise', 'Opening hours and admission', 'Otevírací doba a vstupné')),
      link: sitePaths.hours[locale],
      style: 'link',
      open_in_new_window: false,
      extra_class: '',
      anchor: '',
      sticky: false,
    }),
    definitions.form.create({
      id: bid('form'),
      hubspot_id: String(formId),
      headline: x(l('Fragen an das Museumsteam', 'Questions for the museum team', 'Dotazy pro tým muzea')),
    }),
  ];
  return { intro, side };
}

export function faqModule(x: (v: L) => string) {
  const q = (question: L, answer: L) => ({ id: bid('faq-item'), question: x(question), answer: x(answer) });
  return definitions.faq.create({
    id: bid('faq'),
    headline: x(l('Häufige Fragen', 'Frequently asked questions', 'Časté dotazy')),
    anchor: 'fragen',
    items: [
      q(
        l('Darf ich meinen Hund mitbringen?', 'May I bring my dog?', 'Mohu si vzít psa?'),
        l(
          '<p>Ja, angeleinte Hunde sind auf dem ganzen Gelände willkommen. In die Häuser mit Tierhaltung dürfen sie nicht mit hinein.</p>',
          '<p>Yes, dogs on a lead are welcome everywhere on the grounds. They may not enter the houses where animals are kept.</p>',
          '<p>Ano, psi na vodítku jsou vítáni v celém areálu. Do domů s chovem zvířat však nesmějí.</p>',
        ),
      ),
      q(
        l(
          'Gibt es ein Café im Museumsdorf?',
          'Is there a café in the museum village?',
          'Je v muzejní vesnici kavárna?',
        ),
        l(
          '<p>Der <strong>Dorfkrug</strong> am Anger serviert regionale Küche, Kuchen aus dem Holzofen und hausgemachte Limonade.</p>',
          '<p>The <strong>Dorfkrug</strong> inn on the green serves regional dishes, cake from the wood-fired oven and home-made lemonade.</p>',
          '<p>Hostinec <strong>Dorfkrug</strong> na návsi nabízí regionální kuchyni, koláče z pece na dřevo a domácí limonádu.</p>',
        ),
      ),
      q(
        l('Wie lange dauert ein Rundgang?', 'How long does a tour of the village take?', 'Jak dlouho trvá prohlídka?'),
        l(
          '<p>Für den großen Rundweg sollten Sie etwa drei Stunden einplanen, mit Werkstätten und Pause im Dorfkrug gern einen ganzen Tag.</p>',
          '<p>Allow about three hours for the main circuit – a whole day if you visit the workshops and stop at the inn.</p>',
          '<p>Na velký okruh počítejte asi se třemi hodinami, s dílnami a přestávkou v hostinci klidně s celým dnem.</p>',
        ),
      ),
    ],
  });
}

export function htmlModule(x: (v: L) => string) {
  return definitions.html.create({
    id: bid('html'),
    html_code: x(
      l(
        '<table class="opening-table"><caption>Werkstätten im Überblick</caption><thead><tr><th scope="col">Werkstatt</th><th scope="col">Vorführung</th></tr></thead><tbody><tr><td>Schmiede</td><td>Di–So 10–12 Uhr</td></tr><tr><td>Backhaus</td><td>Sa und So ab 11 Uhr</td></tr><tr><td>Weberei</td><td>Mi und So 14–16 Uhr</td></tr></tbody></table>',
        '<table class="opening-table"><caption>Workshops at a glance</caption><thead><tr><th scope="col">Workshop</th><th scope="col">Demonstration</th></tr></thead><tbody><tr><td>Smithy</td><td>Tue–Sun 10 am–12 noon</td></tr><tr><td>Bakehouse</td><td>Sat and Sun from 11 am</td></tr><tr><td>Weaving room</td><td>Wed and Sun 2–4 pm</td></tr></tbody></table>',
        '<table class="opening-table"><caption>Přehled dílen</caption><thead><tr><th scope="col">Dílna</th><th scope="col">Ukázka</th></tr></thead><tbody><tr><td>Kovárna</td><td>út–ne 10–12 h</td></tr><tr><td>Pekárna</td><td>so a ne od 11 h</td></tr><tr><td>Tkalcovna</td><td>st a ne 14–16 h</td></tr></tbody></table>',
      ),
    ),
  });
}

export function anchorListModule(x: (v: L) => string) {
  const a = (label: L, anchor: string) => ({ id: bid('anchor'), label: x(label), anchor });
  return definitions.anchorlist.create({
    id: bid('anchorlist'),
    sticky: true,
    children: [
      a(l('Texte', 'Texts', 'Texty'), 'texte'),
      a(l('Bilder', 'Images', 'Obrázky'), 'bilder'),
      a(l('Medien', 'Media', 'Média'), 'medien'),
      a(l('Teaser', 'Teasers', 'Upoutávky'), 'teaser'),
      a(l('Orte', 'Places', 'Místa'), 'orte'),
      a(l('Fragen', 'Questions', 'Dotazy'), 'fragen'),
    ],
  });
}
