import { importSharp } from '@/lib/node-imports';
import type { Locale } from '@/i18n/config';
import type { Db } from '@/lib/db/client';
import { storeImage } from '@/lib/media-store';
import { createPage, type SectionSeed } from './builders';
import type { DemoFormIds } from './forms';
import { daysFrom, l, type L } from './gallery-kit';
import { imageListModules, imageModules, logoListModule, mediaModules } from './gallery-media';
import {
  blogTeaserModule,
  containerModule,
  heroModule,
  highlightModule,
  placeModules,
  twoColumnModules,
} from './gallery-places';
import { teaserModules } from './gallery-teasers';
import { anchorListModule, faqModule, headline, htmlModule, richText, textModules } from './gallery-text';
import type { DemoImageIds } from './images';

/** Partner logos of the logo list, drawn as SVG (emblem and name) and stored like every image. */
const partners = [
  { key: 'landkreis', name: 'Landkreis Lindenau', color: '#2f4a3a', url: 'https://www.landkreis-lindenau.example' },
  {
    key: 'kulturstiftung',
    name: 'Kulturstiftung Sachsenland',
    color: '#8a5a16',
    url: 'https://www.kulturstiftung-sachsenland.example',
  },
  {
    key: 'foerderverein',
    name: 'Förderverein Museumsdorf',
    color: '#6b3a25',
    url: 'https://www.foerderverein-museumsdorf.example',
  },
  {
    key: 'sparkasse',
    name: 'Stiftung Heimat und Handwerk',
    color: '#1f4f7a',
    url: 'https://www.heimat-handwerk.example',
  },
];

function logoSvg(name: string, color: string) {
  const [first, ...rest] = name.split(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">
    <rect width="480" height="160" fill="#ffffff"/>
    <circle cx="80" cy="80" r="52" fill="${color}"/>
    <path d="M52 104 L80 52 L108 104 Z" fill="#ffffff"/>
    <text x="150" y="74" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="${color}">${first}</text>
    <text x="150" y="112" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" fill="#23211c">${rest.join(' ')}</text>
  </svg>`;
}

async function seedLogos(database: Db) {
  const sharp = await importSharp();
  const logos = [];
  for (const p of partners) {
    const buffer = await sharp(Buffer.from(logoSvg(p.name, p.color)))
      .png()
      .toBuffer();
    const id = await storeImage(database, {
      buffer,
      filename: `logo-${p.key}.png`,
      alt: { de: `Logo ${p.name}`, en: `${p.name} logo`, cs: `Logo ${p.name}` },
    });
    logos.push({ id, name: p.name, url: p.url });
  }
  return logos;
}

function gallerySections(
  locale: Locale,
  img: DemoImageIds,
  logos: Awaited<ReturnType<typeof seedLogos>>,
  formId: number,
  now: Date,
): SectionSeed[] {
  const x = (v: L) => v[locale];
  const texts = textModules(locale, x, formId);
  const images = imageModules(x, img);
  const teasers = teaserModules(locale, x, img, now);
  return [
    { columns: [[anchorListModule(x)]] },
    {
      columns: [
        [
          heroModule(locale, x, img.village, daysFrom(now, -1), {
            headline: l('Jedes Modul auf einer Seite', 'Every module on one page', 'Všechny moduly na jedné stránce'),
            text: l(
              'Diese Seite zeigt alle Bausteine, aus denen Redakteurinnen und Redakteure unsere Seiten zusammensetzen.',
              'This page shows every building block our editors use to put our pages together.',
              'Tato stránka ukazuje všechny stavební prvky, ze kterých redaktoři skládají naše stránky.',
            ),
            button: l('Besuch planen', 'Plan your visit', 'Plánujte návštěvu'),
            link: 'visit',
          }),
        ],
      ],
    },
    { layout: '67-33', columns: [texts.intro, texts.side] },
    {
      variant: 'colored-centered',
      columns: [
        [
          headline(
            x,
            l('Abschnitt mit farbigem Hintergrund', 'Section on a coloured background', 'Sekce s barevným pozadím'),
            { preline: l('Zentriert', 'Centred', 'Na střed') },
          ),
          richText(
            x(
              l(
                '<p>Abschnitte gibt es schlicht, mit zentriertem Text oder auf farbigem Grund.</p>',
                '<p>Sections come plain, with centred text or on a coloured background.</p>',
                '<p>Sekce mohou být prosté, s textem na střed nebo na barevném pozadí.</p>',
              ),
            ),
          ),
        ],
      ],
    },
    { columns: [[headline(x, l('Bilder', 'Images', 'Obrázky'), { anchor: 'bilder' }), images.large]] },
    { layout: '50-50', columns: [[images.medium, images.small], [images.vertical]] },
    { columns: [[images.horizontal, ...imageListModules(x, img)]] },
    {
      layout: '33-33-33',
      columns: [
        [headline(x, l('Drei Spalten', 'Three columns', 'Tři sloupce'), { level: 3 })],
        [
          richText(
            x(
              l(
                '<p>Links, Mitte und rechts: jede Spalte ist gleich breit.</p>',
                '<p>Left, middle and right: every column is equally wide.</p>',
                '<p>Vlevo, uprostřed a vpravo: všechny sloupce jsou stejně široké.</p>',
              ),
            ),
          ),
        ],
        [
          richText(
            x(
              l(
                '<p>Das Layout 25–50–25 stellt die Mitte heraus.</p>',
                '<p>The 25–50–25 layout puts the middle first.</p>',
                '<p>Rozvržení 25–50–25 zdůrazní střed.</p>',
              ),
            ),
          ),
        ],
      ],
    },
    { columns: [[headline(x, l('Medien', 'Media', 'Média'), { anchor: 'medien' }), ...mediaModules(x, img)]] },
    {
      columns: [
        [
          headline(x, l('Teaser', 'Teasers', 'Upoutávky'), { anchor: 'teaser' }),
          ...teasers.fullTeasers,
          teasers.teaserSlider,
          teasers.teaserList,
        ],
      ],
    },
    {
      columns: [[blogTeaserModule(locale, x, img, now), highlightModule(locale, x, img), ...twoColumnModules(x, img)]],
    },
    { layout: '25-50-25', columns: [[], placeModules(locale, x), []] },
    { columns: [[faqModule(x), htmlModule(x), containerModule(x, img), logoListModule(x, logos)]] },
    {
      image: img.barn,
      columns: [
        [
          headline(
            x,
            l('Abschnitt mit Hintergrundbild', 'Section with a background image', 'Sekce s obrázkem v pozadí'),
            { preline: l('Zum Schluss', 'Finally', 'Na závěr') },
          ),
          richText(
            x(
              l(
                '<p>Wir freuen uns auf Ihren Besuch im Museumsdorf Lindenau.</p>',
                '<p>We look forward to your visit to Lindenau museum village.</p>',
                '<p>Těšíme se na vaši návštěvu muzejní vesnice Lindenau.</p>',
              ),
            ),
          ),
        ],
      ],
    },
  ];
}

/** The module gallery: one page per language that shows every block kind with museum content. */
export async function seedGallery(database: Db, img: DemoImageIds, forms: DemoFormIds, now = new Date()) {
  const logos = await seedLogos(database);
  const sections = (locale: Locale) => gallerySections(locale, img, logos, forms.contact, now);
  const gallery = await createPage(database, {
    paths: { de: '/modul-galerie', en: '/module-gallery', cs: '/galerie-modulu' },
    title: { de: 'Modul-Galerie', en: 'Module gallery', cs: 'Galerie modulů' },
    metaDescription: {
      de: 'Alle Seitenmodule des Freilichtmuseums Lindenau auf einen Blick: Texte, Bilder, Medien, Teaser, Orte und mehr.',
      en: 'Every page module of Lindenau Open-Air Museum at a glance: texts, images, media, teasers, places and more.',
      cs: 'Všechny moduly stránek skanzenu Lindenau na první pohled: texty, obrázky, média, upoutávky, místa a další.',
    },
    ogImageId: img.village,
    sections: { de: sections('de'), en: sections('en'), cs: sections('cs') },
  });
  return { gallery, logos: logos.map((logo) => logo.id) };
}
