import type { Locale } from '@/i18n/config';
import { bid, daysFrom, l, sitePaths, type L, type SiteLink } from './gallery-kit';
import type { DemoImageIds } from './images';
import { definitions, type BlockOf } from '@/features/blocks';

type FullTeaser = BlockOf<'fullteaser'>;

type TeaserSeed = {
  image?: number;
  preline?: L;
  headline: L;
  subline?: L;
  text?: L;
  link?: SiteLink;
  linkText?: L;
  from?: string;
  to?: string;
};

export function teaserItem(locale: Locale, x: (v: L) => string, t: TeaserSeed) {
  return {
    id: bid('teaser'),
    image: t.image ?? null,
    preline: t.preline ? x(t.preline) : '',
    headline: x(t.headline),
    subline: t.subline ? x(t.subline) : '',
    text: t.text ? x(t.text) : '',
    link: t.link ? sitePaths[t.link][locale] : '',
    link_text: t.linkText ? x(t.linkText) : '',
    online_from: t.from ?? null,
    online_to: t.to ?? null,
  };
}

const more = l('Mehr erfahren', 'Find out more', 'Zjistit více');

/** Season teasers; one has already ended and one starts later: both stay hidden until their window. */
export function seasonTeasers(locale: Locale, x: (v: L) => string, img: DemoImageIds, now: Date) {
  return [
    teaserItem(locale, x, {
      image: img.barn,
      preline: l('Jeden Samstag', 'Every Saturday', 'Každou sobotu'),
      headline: l('Backtag im Holzofen', 'Baking day at the wood-fired oven', 'Den pečení v peci na dřevo'),
      text: l(
        'Von der Teigschüssel bis zum fertigen Laib: Backen Sie mit unserer Bäckerin Ihr eigenes Bauernbrot.',
        'From the mixing bowl to the finished loaf: bake your own farmhouse bread with our baker.',
        'Od díže po hotový bochník: upečte si s naší pekařkou vlastní selský chléb.',
      ),
      link: 'events',
      linkText: more,
    }),
    teaserItem(locale, x, {
      image: img.workshop,
      preline: l('Werkstattkurs', 'Workshop course', 'Kurz v dílně'),
      headline: l('Schmieden für Einsteiger', 'Blacksmithing for beginners', 'Kovářství pro začátečníky'),
      text: l(
        'Ein Tag am Amboss: Sie schmieden Haken, Nägel und einen Kerzenhalter zum Mitnehmen.',
        'A day at the anvil: forge hooks, nails and a candle holder to take home.',
        'Den u kovadliny: vykujete háčky, hřebíky a svícen, který si odnesete domů.',
      ),
      link: 'events',
      linkText: more,
    }),
    teaserItem(locale, x, {
      image: img.mill,
      preline: l('Ausstellung', 'Exhibition', 'Výstava'),
      headline: l(
        'Korn und Wind: 250 Jahre Bockwindmühle',
        'Grain and wind: 250 years of the post mill',
        'Obilí a vítr: 250 let sloupového mlýna',
      ),
      text: l(
        'Wie das Mahlwerk funktioniert und warum der Müller immer nach dem Wetter sah.',
        'How the millstones work and why the miller always watched the weather.',
        'Jak funguje složení a proč mlynář vždy sledoval počasí.',
      ),
      link: 'village',
      linkText: more,
      from: daysFrom(now, -30),
      to: daysFrom(now, 120),
    }),
    teaserItem(locale, x, {
      image: img.winter,
      preline: l('Advent', 'Advent', 'Advent'),
      headline: l(
        'Winterzauber im Museumsdorf',
        'Winter magic in the museum village',
        'Zimní kouzlo v muzejní vesnici',
      ),
      text: l(
        'Weihnachtsmarkt an drei Adventswochenenden mit Krippenspiel in der Scheune.',
        'Christmas market on three Advent weekends with a nativity play in the barn.',
        'Vánoční trh o třech adventních víkendech s betlémskou hrou ve stodole.',
      ),
      link: 'winter',
      linkText: more,
    }),
    teaserItem(locale, x, {
      image: img.chapel,
      headline: l(
        'Osterfeuer am Dorfanger (beendet)',
        'Easter bonfire on the green (ended)',
        'Velikonoční oheň na návsi (skončilo)',
      ),
      text: l(
        'Dieser Teaser ist abgelaufen und wird nicht mehr angezeigt.',
        'This teaser has expired and is no longer shown.',
        'Tato upoutávka vypršela a již se nezobrazuje.',
      ),
      from: daysFrom(now, -60),
      to: daysFrom(now, -1),
    }),
    teaserItem(locale, x, {
      image: img.village,
      headline: l(
        'Sommerfest 2027 (noch nicht online)',
        'Summer festival 2027 (not yet online)',
        'Letní slavnost 2027 (zatím není online)',
      ),
      text: l(
        'Dieser Teaser erscheint erst ab seinem Startdatum.',
        'This teaser only appears from its start date.',
        'Tato upoutávka se objeví až od data zveřejnění.',
      ),
      from: daysFrom(now, 200),
    }),
  ];
}

export function teaserModules(locale: Locale, x: (v: L) => string, img: DemoImageIds, now: Date) {
  const full = (
    layout: FullTeaser['layout'],
    image: number,
    headline: L,
    text: L,
    extra: Partial<{ preline: L; subline: L; editor_set: FullTeaser['editor_set'] }> = {},
  ) =>
    definitions.fullteaser.create({
      id: bid('fullteaser'),
      image,
      link: sitePaths.houses[locale],
      link_text: x(l('Zu den Häusern', 'See the houses', 'Prohlédnout domy')),
      preline: extra.preline ? x(extra.preline) : '',
      headline: x(headline),
      subline: extra.subline ? x(extra.subline) : '',
      text: x(text),
      extra_class: '',
      layout,
      editor_set: extra.editor_set ?? 'current',
    });
  return {
    fullTeasers: [
      full(
        'image-left',
        img.barn,
        l('Die Zehntscheune erzählt', 'The tithe barn speaks', 'Desátková stodola vypráví'),
        l(
          'Bis 1830 brachten die Bauern des Amtes Lindenau den zehnten Teil ihrer Ernte hierher. Heute zeigt die Ausstellung „Abgaben und Aufstände“, wie hart diese Last war – und wie sich die Dörfer dagegen wehrten.\n\nIm Obergeschoss steht die Theaterbühne, auf der im Sommer unser Laienensemble spielt.',
          'Until 1830 the farmers of the Lindenau district brought a tenth of their harvest here. Today the exhibition “Dues and revolts” shows how heavy this burden was – and how the villages fought back.\n\nUpstairs is the stage where our amateur company performs in summer.',
          'Až do roku 1830 sem sedláci z panství Lindenau odváděli desetinu své úrody. Výstava „Dávky a vzpoury“ dnes ukazuje, jak těžké to břemeno bylo – a jak se vesnice bránily.\n\nV patře je divadelní scéna, kde v létě hraje náš ochotnický soubor.',
        ),
        {
          preline: l('Gebäude des Monats', 'Building of the month', 'Stavba měsíce'),
          subline: l('Erbaut 1742 in Ottendorf', 'Built in Ottendorf in 1742', 'Postavena roku 1742 v Ottendorfu'),
        },
      ),
      full(
        'image-right',
        img.workshop,
        l('Handwerk zum Mitmachen', 'Hands-on crafts', 'Řemesla na vlastní kůži'),
        l(
          'Korbflechten, Filzen, Drechseln: In unseren Tageskursen lernen Sie alte Techniken bei Meisterinnen und Meistern ihres Fachs. Material und Werkzeug stellen wir.',
          'Basket weaving, felting, wood turning: our one-day courses teach old techniques with master craftspeople. We provide materials and tools.',
          'Pletení košíků, plstění, soustružení: v našich jednodenních kurzech se naučíte staré techniky od mistrů svého oboru. Materiál a nářadí zajistíme.',
        ),
      ),
      full(
        'fullscreen',
        img.winter,
        l('Advent wie vor hundert Jahren', 'Advent as it was a hundred years ago', 'Advent jako před sto lety'),
        l(
          'Kerzenziehen, Krippenspiel und Glühwein vom Holzfeuer an drei Adventswochenenden.',
          'Candle dipping, a nativity play and mulled wine from the wood fire on three Advent weekends.',
          'Výroba svíček, betlémská hra a svařák z ohně o třech adventních víkendech.',
        ),
        {
          preline: l(
            'Älterer Editor: Text bis 256 Zeichen',
            'Older editor: text up to 256 characters',
            'Starší editor: text do 256 znaků',
          ),
          editor_set: 'legacy',
        },
      ),
    ],
    teaserSlider: definitions.teaserlist.create({
      id: bid('teaserlist'),
      headline: x(l('Aktuell im Museumsdorf', 'Now in the museum village', 'Právě v muzejní vesnici')),
      variant: 'slider',
      items: seasonTeasers(locale, x, img, now),
    }),
    teaserList: definitions.teaserlist.create({
      id: bid('teaserlist'),
      headline: x(l('Für Gruppen und Schulklassen', 'For groups and school classes', 'Pro skupiny a školní třídy')),
      variant: 'list',
      items: [
        teaserItem(locale, x, {
          image: img.chapel,
          preline: l('Schulprogramm', 'School programme', 'Školní program'),
          headline: l('Ein Schultag wie 1900', 'A school day as in 1900', 'Školní den jako v roce 1900'),
          subline: l('Klassen 2 bis 6, 90 Minuten', 'Years 2 to 6, 90 minutes', '2. až 6. třída, 90 minut'),
          text: l(
            'Mit Griffel, Schiefertafel und strengem Lehrer in der Dorfschule von 1861.',
            'With slate pencil, slate and a strict teacher in the village school of 1861.',
            'S rydlem, břidlicovou tabulkou a přísným učitelem ve vesnické škole z roku 1861.',
          ),
          link: 'visit',
          linkText: more,
        }),
        teaserItem(locale, x, {
          image: img.village,
          preline: l('Gruppenführung', 'Group tour', 'Skupinová prohlídka'),
          headline: l(
            'Dorfrundgang mit Kaffeetafel',
            'Village walk with coffee and cake',
            'Procházka vesnicí s kávou a koláčem',
          ),
          subline: l('Ab 10 Personen, 2 Stunden', 'From 10 people, 2 hours', 'Od 10 osob, 2 hodiny'),
          text: l(
            'Unsere Dorfführerinnen zeigen die schönsten Höfe, danach gibt es Blechkuchen im Dorfkrug.',
            'Our guides show you the finest farmsteads, followed by traybake cake at the inn.',
            'Naše průvodkyně ukážou nejkrásnější statky, potom následuje plechový koláč v hostinci.',
          ),
          link: 'visit',
          linkText: more,
        }),
      ],
    }),
  };
}
