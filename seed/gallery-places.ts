import type { Locale } from '@/i18n/config';
import { bid, daysFrom, l, sitePaths, type L } from './gallery-kit';
import { headline, richText } from './gallery-text';
import { teaserItem } from './gallery-teasers';
import type { DemoImageIds } from './images';
import { definitions } from '@/features/blocks';

/** Hero, highlights, magazine teasers, two columns, venues, event list and the older container. */
export function heroModule(
  locale: Locale,
  x: (v: L) => string,
  image: number,
  onlineFrom: string,
  copy: { headline: L; text: L; button: L; link: keyof typeof sitePaths },
) {
  return definitions.heromedia.create({
    id: bid('hero'),
    headline: x(copy.headline),
    text: x(copy.text),
    button_text: x(copy.button),
    button_link: sitePaths[copy.link][locale],
    sticky: false,
    image,
    video: '',
    online_from: onlineFrom,
    online_to: null,
  });
}

export function highlightModule(locale: Locale, x: (v: L) => string, img: DemoImageIds) {
  const cat = {
    houses: l('Häuser', 'Houses', 'Domy'),
    crafts: l('Handwerk', 'Crafts', 'Řemesla'),
    nature: l('Natur', 'Nature', 'Příroda'),
  };
  const item = (category: L, image: number, h: L, text: L, link: keyof typeof sitePaths) => ({
    id: bid('highlight'),
    category: x(category),
    image,
    headline: x(h),
    text: x(text),
    link: sitePaths[link][locale],
    link_text: x(l('Entdecken', 'Discover', 'Objevit')),
  });
  return definitions.highlightteasers.create({
    id: bid('highlights'),
    headline: x(l('Höhepunkte im Museumsdorf', 'Highlights of the museum village', 'To nejlepší z muzejní vesnice')),
    categories: [x(cat.houses), x(cat.crafts), x(cat.nature)],
    items: [
      item(
        cat.houses,
        img.barn,
        l('Zehntscheune', 'Tithe barn', 'Desátková stodola'),
        l(
          'Der größte Fachwerkbau des Museums.',
          'The museum’s largest timber-framed building.',
          'Největší hrázděná stavba muzea.',
        ),
        'houses',
      ),
      item(
        cat.houses,
        img.chapel,
        l('Dorfkapelle', 'Village chapel', 'Vesnická kaple'),
        l(
          'Mit Glocke von 1796 und bemalter Holzdecke.',
          'With a bell of 1796 and a painted wooden ceiling.',
          'Se zvonem z roku 1796 a malovaným dřevěným stropem.',
        ),
        'houses',
      ),
      item(
        cat.crafts,
        img.workshop,
        l('Schmiede', 'Smithy', 'Kovárna'),
        l(
          'Dienstag bis Sonntag glüht hier das Eisen.',
          'Iron glows here from Tuesday to Sunday.',
          'Od úterý do neděle tu žhne železo.',
        ),
        'events',
      ),
      item(
        cat.nature,
        img.mill,
        l('Streuobstwiese', 'Meadow orchard', 'Louka s ovocnými stromy'),
        l(
          '120 alte Apfel- und Birnensorten rund um die Mühle.',
          '120 old apple and pear varieties around the mill.',
          '120 starých odrůd jabloní a hrušní kolem mlýna.',
        ),
        'village',
      ),
    ],
  });
}

export function blogTeaserModule(locale: Locale, x: (v: L) => string, img: DemoImageIds, now: Date) {
  const post = (image: number, h: L, text: L, days: number) =>
    teaserItem(locale, x, {
      image,
      preline: l('Magazin', 'Magazine', 'Magazín'),
      headline: h,
      text,
      link: 'magazine',
      linkText: l('Weiterlesen', 'Read on', 'Číst dále'),
      from: daysFrom(now, days),
    });
  return definitions.blogteaserlist.create({
    id: bid('blog'),
    headline: x(l('Aus dem Magazin', 'From the magazine', 'Z magazínu')),
    count: 3,
    items: [
      post(
        img.mill,
        l('Wie kommt die Mühle ins Museum?', 'How does a mill get into a museum?', 'Jak se mlýn dostane do muzea?'),
        l(
          'Balken für Balken nummeriert: ein Blick zurück auf 1983.',
          'Numbered beam by beam: looking back at 1983.',
          'Trám po trámu očíslovaný: ohlédnutí za rokem 1983.',
        ),
        -20,
      ),
      post(
        img.workshop,
        l('Fünf Fragen an unseren Schmied', 'Five questions for our blacksmith', 'Pět otázek pro našeho kováře'),
        l(
          'Thomas Kern über Funken, Geduld und das richtige Eisen.',
          'Thomas Kern on sparks, patience and the right iron.',
          'Thomas Kern o jiskrách, trpělivosti a správném železe.',
        ),
        -12,
      ),
      post(
        img.barn,
        l(
          'Erntedank: ein Fest mit Geschichte',
          'Harvest festival: a feast with a history',
          'Dožínky: slavnost s historií',
        ),
        l(
          'Warum die Erntekrone in der Scheune hängt.',
          'Why the harvest crown hangs in the barn.',
          'Proč dožínkový věnec visí ve stodole.',
        ),
        -5,
      ),
      post(
        img.winter,
        l('Rezept: Lindenauer Pfefferkuchen', 'Recipe: Lindenau gingerbread', 'Recept: perník z Lindenau'),
        l(
          'Das Rezept aus dem Backhaus zum Nachbacken.',
          'The bakehouse recipe to try at home.',
          'Recept z pekárny na doma.',
        ),
        -2,
      ),
    ],
  });
}

export function twoColumnModules(x: (v: L) => string, img: DemoImageIds) {
  return [
    definitions.twocolumns.create({
      id: bid('twocol'),
      extra_class: 'image-text',
      image: img.chapel,
      text: x(
        l(
          '<p><strong>Die Dorfkapelle</strong> stand bis 1991 in Kleinwalde. Als der Ort dem Tagebau weichen musste, trugen Ehrenamtliche sie Stein für Stein ab.</p><p>Heute finden hier Trauungen und Konzerte statt.</p>',
          '<p><strong>The village chapel</strong> stood in Kleinwalde until 1991. When the village had to make way for open-cast mining, volunteers took it down stone by stone.</p><p>Today it hosts weddings and concerts.</p>',
          '<p><strong>Vesnická kaple</strong> stála až do roku 1991 v Kleinwalde. Když obec musela ustoupit povrchovému dolu, dobrovolníci ji rozebrali kámen po kameni.</p><p>Dnes se zde konají svatby a koncerty.</p>',
        ),
      ),
    }),
    definitions.twocolumns.create({
      id: bid('twocol'),
      extra_class: 'text-image',
      image: img.mill,
      text: x(
        l(
          '<p>An Mahltagen dreht sich die <strong>Bockwindmühle</strong> wie vor 250 Jahren. Wer mag, nimmt ein Säckchen frisch gemahlenes Mehl mit nach Hause.</p>',
          '<p>On milling days the <strong>post windmill</strong> turns as it did 250 years ago. Take home a small bag of freshly ground flour if you like.</p>',
          '<p>Ve dnech mletí se <strong>sloupový mlýn</strong> točí jako před 250 lety. Kdo chce, odnese si domů pytlík čerstvě semleté mouky.</p>',
        ),
      ),
    }),
  ];
}

export function placeModules(locale: Locale, x: (v: L) => string) {
  const venue = (name: L, street: string, description: L) => ({
    id: bid('venue'),
    name: x(name),
    street,
    postal_code: '01234',
    city: 'Lindenau',
    description: x(description),
    link: sitePaths.directions[locale],
  });
  const barn = venue(
    l('Theaterbühne in der Zehntscheune', 'Theatre stage in the tithe barn', 'Divadelní scéna v desátkové stodole'),
    'Am Dorfanger 3',
    l('180 Plätze, überdacht und beheizt.', '180 seats, covered and heated.', '180 míst, krytá a vytápěná.'),
  );
  return [
    headline(x, l('Orte und Termine', 'Places and dates', 'Místa a termíny'), { anchor: 'orte' }),
    definitions.venue.create({ ...barn, anchor: '' }),
    definitions.venuelist.create({
      id: bid('venuelist'),
      headline: x(l('Weitere Spielorte', 'More venues', 'Další místa konání')),
      items: [
        venue(
          l('Dorfkapelle', 'Village chapel', 'Vesnická kaple'),
          'Kapellenweg 1',
          l('Konzerte und Trauungen, 60 Plätze.', 'Concerts and weddings, 60 seats.', 'Koncerty a svatby, 60 míst.'),
        ),
        venue(
          l('Festwiese am Mühlberg', 'Festival meadow at Mühlberg', 'Slavnostní louka u Mühlbergu'),
          'Mühlberg 2',
          l(
            'Open-Air-Bühne für bis zu 1.500 Gäste.',
            'Open-air stage for up to 1,500 guests.',
            'Scéna pod širým nebem až pro 1 500 hostů.',
          ),
        ),
      ],
    }),
    definitions.eventlist.create({
      id: bid('eventlist'),
      headline: x(l('Nächste Veranstaltungen', 'Upcoming events', 'Nejbližší akce')),
      date_from: null,
      date_to: null,
      tag: '',
      filters: ['type', 'tag', 'weekend'],
      children: [],
    }),
  ];
}

export function containerModule(x: (v: L) => string, img: DemoImageIds) {
  return definitions.container.create({
    id: bid('container'),
    slug: 'aelterer-container',
    layout: '33-67',
    extra_class: '',
    columns: [
      {
        classes: '',
        children: [
          definitions.image.create({
            id: bid('image'),
            image: img.workshop,
            format: 'small',
            link_url: '',
            description: x(l('Drechselbank von 1910', 'Wood-turning lathe of 1910', 'Soustruh z roku 1910')),
          }),
        ],
      },
      {
        classes: '',
        children: [
          headline(
            x,
            l('Container aus dem älteren Editor', 'Container from the older editor', 'Kontejner ze staršího editoru'),
            { level: 3 },
          ),
          richText(
            x(
              l(
                '<p>Ein verschachtelter Container mit eigener Spaltenaufteilung (33–67). In der Drechslerei entstehen Spindeln, Quirle und Stuhlbeine – wie früher mit Fußantrieb.</p>',
                '<p>A nested container with its own column layout (33–67). In the turnery, spindles, whisks and chair legs are made – with a treadle, as they used to be.</p>',
                '<p>Vnořený kontejner s vlastním rozvržením sloupců (33–67). V soustružně vznikají vřetena, metličky a nohy židlí – jako dříve na šlapací pohon.</p>',
              ),
            ),
          ),
        ],
      },
    ],
  });
}
