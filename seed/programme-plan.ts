import type { LocalizedText } from '@/lib/db/schema/common';
import type { OfferInput } from '@/features/ticket-offers';
import { L, type GenreKey, type SeriesKey, type TagKey, type VenueKey } from './programme-data';

/**
 * Which event dates the demo has, relative to the seed day: recurring workshops, guided tours with
 * timeslots, a festival, theatre with seat groups, concerts and free talks, plus a few past dates.
 */
export type OfferKind = 'theatre' | 'seated' | 'tour' | 'workshop' | 'festival' | 'concert' | 'puppets';
type Motif = 'stage' | 'bread' | 'pottery' | 'concert' | 'festival' | 'lantern' | 'herbs' | 'tour' | 'talk' | 'puppets';

export type EventPlan = {
  key: string;
  production?: string;
  title?: LocalizedText;
  subtitle?: LocalizedText;
  teaser?: LocalizedText;
  description?: LocalizedText;
  eventType: 'event' | 'workshop' | 'tour' | 'festival' | 'theatre' | 'concert' | 'market';
  days: number[];
  time: string;
  minutes: number;
  type: string;
  venue: VenueKey;
  room: number;
  series?: SeriesKey;
  genre: GenreKey;
  tags: TagKey[];
  image?: Motif;
  offer?: OfferKind;
  /** Index into days of a date that is called off (shows eventStatus EventCancelled). */
  cancelled?: number;
};

/** Day offsets of a weekday (0 = Sunday) from the seed day on, every `step` days. */
function weekly(seedWeekday: number, weekday: number, count: number, step = 7, from = 1) {
  const first = ((weekday - seedWeekday + 7) % 7 || 7) + (from - 1) * 7;
  return Array.from({ length: count }, (_, i) => first + i * step);
}

export function eventPlans(seedWeekday: number): EventPlan[] {
  const sat = (count: number, step = 7, from = 1) => weekly(seedWeekday, 6, count, step, from);
  const sun = (count: number, step = 7, from = 1) => weekly(seedWeekday, 0, count, step, from);
  const fri = (count: number, step = 7, from = 1) => weekly(seedWeekday, 5, count, step, from);
  return [
    {
      key: 'bread',
      title: L('Brotbacken im Holzofen', 'Baking bread in the wood-fired oven', 'Pečení chleba v peci na dřevo'),
      subtitle: L(
        'Workshop mit Bäckermeister Friedrich Lange',
        'Workshop with master baker Friedrich Lange',
        'Dílna s pekařským mistrem Friedrichem Langem',
      ),
      teaser: L(
        'Sauerteig ansetzen, Laibe formen, den Ofen anheizen.',
        'Start a sourdough, shape loaves, fire the oven.',
        'Založit kvásek, tvarovat bochníky, roztopit pec.',
      ),
      description: L(
        'Im Backhaus des Gutshofs backen Sie Ihr eigenes Roggenbrot nach einem Rezept von 1890. Während der Teig geht, erzählt Friedrich Lange, wie ein ganzes Dorf einmal in der Woche gemeinsam gebacken hat. Das Brot nehmen Sie mit nach Hause. Für Erwachsene und Kinder ab 10 Jahren.',
        'In the manor farm’s bakehouse you bake your own rye bread to a recipe from 1890. While the dough rises, Friedrich Lange tells how a whole village once baked together once a week. You take the bread home. For adults and children aged 10 and up.',
        'V pekárně statku si upečete vlastní žitný chléb podle receptu z roku 1890. Zatímco těsto kyne, vypráví Friedrich Lange, jak celá vesnice kdysi pekla jednou týdně společně. Chléb si odnesete domů. Pro dospělé a děti od 10 let.',
      ),
      eventType: 'workshop',
      days: sat(12),
      time: '10:00',
      minutes: 180,
      type: '20',
      venue: 'farm',
      room: 0,
      series: 'crafts',
      genre: 'craft',
      tags: ['family'],
      image: 'bread',
      offer: 'workshop',
    },
    {
      key: 'pottery',
      title: L('Töpfern an der Drehscheibe', 'Throwing pots at the wheel', 'Točení na hrnčířském kruhu'),
      subtitle: L(
        'Einsteigerkurs in der Museumstöpferei',
        'Beginners’ course in the museum pottery',
        'Kurz pro začátečníky v muzejní hrnčírně',
      ),
      teaser: L(
        'Vom Tonklumpen zur Schale in drei Stunden.',
        'From a lump of clay to a bowl in three hours.',
        'Z hroudy hlíny miska za tři hodiny.',
      ),
      description: L(
        'Jana Svobodová zeigt Ihnen, wie man Ton zentriert, hochzieht und formt. Ihre Schale wird im Museumsofen gebrannt und kann nach drei Wochen abgeholt oder gegen Porto zugeschickt werden.',
        'Jana Svobodová shows you how to centre, pull up and shape clay. Your bowl is fired in the museum kiln and can be collected after three weeks or posted to you.',
        'Jana Svobodová vám ukáže, jak hlínu vystředit, vytáhnout a tvarovat. Vaše miska se vypálí v muzejní peci a po třech týdnech si ji můžete vyzvednout nebo nechat poslat.',
      ),
      eventType: 'workshop',
      days: sun(8, 14),
      time: '13:30',
      minutes: 180,
      type: '20',
      venue: 'crafts',
      room: 0,
      series: 'crafts',
      genre: 'craft',
      tags: [],
      image: 'pottery',
      offer: 'workshop',
    },
    {
      key: 'tour',
      title: L(
        'Dorfführung: Leben um 1900',
        'Village tour: life around 1900',
        'Prohlídka vesnice: život kolem roku 1900',
      ),
      subtitle: L(
        'Öffentliche Führung durch sechs Häuser',
        'Public tour through six houses',
        'Veřejná prohlídka šesti domů',
      ),
      teaser: L(
        'Vom Tagelöhnerhaus bis zum Gutshof – wie lebten die Menschen hier?',
        'From the day labourer’s cottage to the manor farm – how did people live here?',
        'Od chalupy nádeníka po statek – jak tu lidé žili?',
      ),
      description: L(
        'Die Führung beginnt unter der Linde auf dem Dorfplatz und führt in sechs Häuser, die sonst nur von außen zu sehen sind. Sie erfahren, was auf den Tisch kam, wo die Kinder schliefen und warum die Stube nur sonntags geheizt wurde. Wählen Sie beim Buchen eine der drei Uhrzeiten.',
        'The tour starts under the lime tree on the village square and leads into six houses that are otherwise only seen from outside. Learn what was eaten, where the children slept and why the parlour was heated only on Sundays. Choose one of three times when booking.',
        'Prohlídka začíná pod lípou na návsi a vede do šesti domů, které jsou jinak vidět jen zvenku. Dozvíte se, co se jedlo, kde spaly děti a proč se ve světnici topilo jen v neděli. Při rezervaci si vyberte jeden ze tří časů.',
      ),
      eventType: 'tour',
      days: sun(20),
      time: '11:00',
      minutes: 300,
      type: '10',
      venue: 'square',
      room: 0,
      genre: 'history',
      tags: ['family', 'accessible', 'outdoor'],
      image: 'tour',
      offer: 'tour',
    },
    {
      key: 'herbs',
      title: L('Offener Kräutergarten', 'Open herb garden', 'Otevřená bylinková zahrada'),
      subtitle: L(
        'Anna Weiß beantwortet Ihre Fragen',
        'Anna Weiß answers your questions',
        'Anna Weiß odpovídá na vaše otázky',
      ),
      teaser: L(
        'Heilpflanzen, Küchenkräuter und alte Sorten – ohne Anmeldung.',
        'Medicinal plants, kitchen herbs and old varieties – no booking needed.',
        'Léčivky, kuchyňské bylinky a staré odrůdy – bez rezervace.',
      ),
      description: L(
        'Im Kräutergarten wachsen über 120 Pflanzen, die auf den Höfen der Region einmal unverzichtbar waren. Anna Weiß erzählt, wogegen Beinwell half und warum Liebstöckel „Maggikraut“ heißt. Der Eintritt in den Garten ist mit dem Museumsticket frei.',
        'More than 120 plants that were once indispensable on the region’s farms grow in the herb garden. Anna Weiß explains what comfrey was good for and why lovage is called the “Maggi herb”. Entry to the garden is free with a museum ticket.',
        'V bylinkové zahradě roste přes 120 rostlin, které byly kdysi na statcích v kraji nepostradatelné. Anna Weiß vysvětlí, na co pomáhal kostival a proč se libečku říká „maggi“. Vstup do zahrady je s muzejní vstupenkou zdarma.',
      ),
      eventType: 'event',
      days: sat(6, 14, 2),
      time: '14:00',
      minutes: 120,
      type: '10',
      venue: 'farm',
      room: 1,
      genre: 'nature',
      tags: ['free', 'outdoor', 'accessible'],
      image: 'herbs',
    },
    {
      key: 'talks',
      title: L('Lindenauer Gespräch', 'Lindenau conversation', 'Lindenauský rozhovor'),
      subtitle: L(
        'Zeitzeugen erzählen vom Dorfleben',
        'Eyewitnesses talk about village life',
        'Pamětníci vyprávějí o životě na vsi',
      ),
      teaser: L(
        'Eintritt frei, Platzkarten am Einlass.',
        'Free admission, seat cards at the door.',
        'Vstup volný, místenky u vchodu.',
      ),
      description: L(
        'Einmal im Monat laden wir Menschen ein, die das Dorfleben noch selbst erlebt haben: Landwirte, Dorfschullehrerinnen, Handwerker. Moderation: Dr. Ulrike Hartmann. Der Eintritt ist frei, um eine Spende für die Sammlung wird gebeten.',
        'Once a month we invite people who experienced village life themselves: farmers, village school teachers, craftsmen. Hosted by Dr Ulrike Hartmann. Admission is free; donations for the collection are welcome.',
        'Jednou měsíčně zveme lidi, kteří život na vsi sami zažili: zemědělce, venkovské učitelky, řemeslníky. Moderuje Dr. Ulrike Hartmann. Vstup je volný, prosíme o příspěvek na sbírku.',
      ),
      eventType: 'event',
      days: [9, 37, 65, 93, 121, 149],
      time: '19:00',
      minutes: 90,
      type: '60',
      venue: 'inn',
      room: 0,
      series: 'talks',
      genre: 'history',
      tags: ['free', 'evening', 'accessible'],
      image: 'talk',
    },
    {
      key: 'festival',
      title: L('Lindenauer Dorffest', 'Lindenau village festival', 'Lindenauská vesnická slavnost'),
      subtitle: L(
        'Drei Tage Handwerk, Musik und Tanz',
        'Three days of crafts, music and dancing',
        'Tři dny řemesel, hudby a tance',
      ),
      teaser: L(
        'Über 60 Handwerker, Blasmusik, Kinderkarussell und Festumzug.',
        'Over 60 craftspeople, brass bands, a children’s carousel and a parade.',
        'Přes 60 řemeslníků, dechovka, dětský kolotoč a průvod.',
      ),
      description: L(
        'Einmal im Jahr wird das ganze Museumsdorf zur Festmeile: Schmiede, Korbmacher und Seiler zeigen ihr Können, auf der Festwiese spielen Blaskapellen aus Sachsen und Böhmen, und am Sonntag zieht der Festumzug durchs Dorf. Kinder bis 6 Jahre haben freien Eintritt.',
        'Once a year the whole museum village becomes a festival mile: blacksmiths, basket makers and rope makers show their skills, brass bands from Saxony and Bohemia play on the festival meadow, and on Sunday the parade moves through the village. Children under 6 go free.',
        'Jednou ročně se celá muzejní vesnice promění ve slavnost: kováři, košíkáři a provazníci předvádějí své umění, na louce hrají dechovky ze Saska a Čech a v neděli projde vesnicí průvod. Děti do 6 let mají vstup zdarma.',
      ),
      eventType: 'festival',
      days: [47, 48, 49],
      time: '10:00',
      minutes: 480,
      type: '50',
      venue: 'square',
      room: 1,
      genre: 'customs',
      tags: ['family', 'outdoor', 'kids'],
      image: 'festival',
      offer: 'festival',
    },
    {
      key: 'lanterns',
      title: L(
        'Laternenumzug durchs Museumsdorf',
        'Lantern parade through the museum village',
        'Lampionový průvod muzejní vesnicí',
      ),
      subtitle: L(
        'Mit Posaunenchor und Stockbrot',
        'With trombone choir and twist bread',
        'S trombónovým sborem a chlebem na klacku',
      ),
      teaser: L(
        'Bringen Sie Ihre Laterne mit – oder basteln Sie eine bei uns.',
        'Bring your lantern – or make one with us.',
        'Přineste si lampion – nebo si ho u nás vyrobte.',
      ),
      description: L(
        'Um 17 Uhr basteln wir in der Tenne Laternen, um 18 Uhr zieht der Umzug mit dem Posaunenchor vom Dorfplatz zur Kapelle. Danach gibt es Stockbrot am Feuer. Der Eintritt ist frei.',
        'At 5 pm we make lanterns in the threshing barn; at 6 pm the parade with the trombone choir moves from the village square to the chapel. Afterwards there is twist bread by the fire. Admission is free.',
        'V 17 hodin vyrábíme lampiony na mlatě, v 18 hodin vyrazí průvod s trombónovým sborem z návsi ke kapli. Potom chléb na klacku u ohně. Vstup je volný.',
      ),
      eventType: 'event',
      days: [16],
      time: '17:00',
      minutes: 150,
      type: '50',
      venue: 'square',
      room: 0,
      series: 'family',
      genre: 'customs',
      tags: ['free', 'family', 'kids', 'outdoor'],
      image: 'lantern',
    },
    {
      key: 'krug',
      production: 'krug',
      eventType: 'theatre',
      days: [...fri(4, 7, 1), 33, 61],
      time: '19:30',
      minutes: 100,
      type: '30',
      venue: 'barn',
      room: 0,
      series: 'theatre',
      genre: 'drama',
      tags: ['evening'],
      offer: 'seated',
      cancelled: 2,
    },
    {
      key: 'weber',
      production: 'weber',
      eventType: 'theatre',
      days: [...fri(4, 7, 6)],
      time: '19:30',
      minutes: 120,
      type: '30',
      venue: 'barn',
      room: 0,
      series: 'theatre',
      genre: 'drama',
      tags: ['evening'],
      offer: 'seated',
    },
    {
      key: 'hochzeit',
      production: 'hochzeit',
      eventType: 'theatre',
      days: [...sat(3, 28, 4)],
      time: '18:00',
      minutes: 150,
      type: '30',
      venue: 'inn',
      room: 0,
      series: 'theatre',
      genre: 'customs',
      tags: ['evening'],
      offer: 'theatre',
    },
    {
      key: 'holle',
      production: 'holle',
      eventType: 'theatre',
      days: sun(5, 14, 1),
      time: '15:00',
      minutes: 45,
      type: '30',
      venue: 'barn',
      room: 1,
      series: 'family',
      genre: 'customs',
      tags: ['kids', 'family'],
      offer: 'puppets',
    },
    {
      key: 'jahr',
      production: 'jahr',
      eventType: 'theatre',
      days: sun(4, 14, 2),
      time: '15:00',
      minutes: 50,
      type: '30',
      venue: 'barn',
      room: 1,
      series: 'family',
      genre: 'customs',
      tags: ['kids', 'family'],
      offer: 'puppets',
    },
    {
      key: 'schubert',
      production: 'schubert',
      eventType: 'concert',
      days: [12, 68],
      time: '19:00',
      minutes: 75,
      type: '40',
      venue: 'chapel',
      room: 0,
      series: 'chamber',
      genre: 'music',
      tags: ['evening'],
      offer: 'concert',
    },
    {
      key: 'dvorak',
      production: 'dvorak',
      eventType: 'concert',
      days: [40, 124],
      time: '19:00',
      minutes: 90,
      type: '40',
      venue: 'chapel',
      room: 0,
      series: 'chamber',
      genre: 'music',
      tags: ['evening'],
      offer: 'concert',
    },
    {
      key: 'spinnstube',
      production: 'spinnstube',
      eventType: 'event',
      days: [20, 55, 90],
      time: '18:30',
      minutes: 120,
      type: '60',
      venue: 'inn',
      room: 1,
      genre: 'customs',
      tags: ['evening'],
      offer: 'concert',
    },
    // Past dates: the detail pages stay reachable, the list shows only what is still to come.
    {
      key: 'krug-past',
      production: 'krug',
      eventType: 'theatre',
      days: [-12, -5],
      time: '19:30',
      minutes: 100,
      type: '30',
      venue: 'barn',
      room: 0,
      series: 'theatre',
      genre: 'drama',
      tags: ['evening'],
      offer: 'theatre',
    },
    {
      key: 'smithy-past',
      title: L('Schmiedetag', 'Blacksmith’s day', 'Kovářský den'),
      subtitle: L('Karl Schmidt am Amboss', 'Karl Schmidt at the anvil', 'Karel Schmidt u kovadliny'),
      teaser: L(
        'Hufeisen, Nägel und Feuerschweißen zum Zuschauen.',
        'Horseshoes, nails and forge welding to watch.',
        'Podkovy, hřebíky a kovářské svařování.',
      ),
      description: L(
        'Den ganzen Tag brennt das Feuer in der Museumsschmiede. Karl Schmidt zeigt, wie Hufeisen, Nägel und Beschläge entstehen. Eintritt frei mit dem Museumsticket.',
        'The fire burns all day in the museum smithy. Karl Schmidt shows how horseshoes, nails and fittings are made. Free with a museum ticket.',
        'V muzejní kovárně hoří oheň celý den. Karel Schmidt ukazuje, jak vznikají podkovy, hřebíky a kování. Vstup s muzejní vstupenkou zdarma.',
      ),
      eventType: 'event',
      days: [-20, -9],
      time: '10:00',
      minutes: 420,
      type: '20',
      venue: 'crafts',
      room: 1,
      series: 'crafts',
      genre: 'craft',
      tags: ['free', 'family'],
      image: 'pottery',
    },
  ];
}

const price = (sale_type_id: number, name: string, value: string, text: LocalizedText) => ({
  sale_type_id,
  name,
  price: value,
  text,
});
const full = (value: string) => price(1, 'Vollpreis', value, L('Vollpreis', 'Full price', 'Plné vstupné'));
const reduced = (value: string) =>
  price(
    2,
    'Ermäßigt',
    value,
    L(
      'Ermäßigt (Schüler, Studierende, Schwerbehinderte)',
      'Reduced (pupils, students, disabled visitors)',
      'Zlevněné (žáci, studenti, ZTP)',
    ),
  );
const child = (value: string) => price(3, 'Kinder', value, L('Kinder 6–14 Jahre', 'Children 6–14', 'Děti 6–14 let'));

/** The ticket offer of one date, in the box office's input shape. */
export function offerFor(kind: OfferKind, idJet: number, start: Date, title: LocalizedText): OfferInput {
  const base = { id_jet: idJet, date_start: start, title };
  switch (kind) {
    case 'theatre':
      return {
        ...base,
        seat_groups: [
          {
            seat_group: 'P',
            text: L('Parkett', 'Stalls', 'Přízemí'),
            capacity: 180,
            prices: [full('24.00'), reduced('16.00'), child('9.50')],
          },
          {
            seat_group: 'E',
            text: L('Empore', 'Gallery', 'Galerie'),
            capacity: 60,
            prices: [full('18.00'), reduced('12.00')],
          },
        ],
      };
    case 'seated':
      // The tithe barn sells numbered seats (seed/seating.ts): each category of its plan is a seat group,
      // whose capacity the plan sets.
      return {
        ...base,
        seat_groups: [
          {
            seat_group: 'A',
            text: L('Kategorie A – Parkett vorn', 'Category A – front stalls', 'Kategorie A – přední přízemí'),
            capacity: 0,
            prices: [full('26.00'), reduced('18.00'), child('9.50')],
          },
          {
            seat_group: 'B',
            text: L('Kategorie B – Parkett hinten', 'Category B – rear stalls', 'Kategorie B – zadní přízemí'),
            capacity: 0,
            prices: [full('22.00'), reduced('15.00'), child('9.50')],
          },
          {
            seat_group: 'C',
            text: L('Kategorie C – Empore', 'Category C – gallery', 'Kategorie C – galerie'),
            capacity: 0,
            prices: [full('16.00'), reduced('11.00')],
          },
        ],
      };
    case 'tour': {
      const slot = (hour: number, block: number) => ({
        block_id: block,
        time_start: new Date(start.getTime() + (hour - 11) * 3600_000),
        time_end: new Date(start.getTime() + (hour - 10) * 3600_000),
        capacity: 25,
      });
      return {
        ...base,
        seat_groups: [
          {
            seat_group: 'F',
            text: L('Führung', 'Tour', 'Prohlídka'),
            prices: [full('9.00'), reduced('6.50'), child('4.00')],
            timeslots: [slot(11, 1), slot(13, 2), slot(15, 3)],
          },
        ],
      };
    }
    case 'workshop':
      return {
        ...base,
        seat_groups: [
          {
            seat_group: 'K',
            text: L('Kursplatz', 'Course place', 'Místo v kurzu'),
            capacity: 12,
            prices: [full('28.00'), reduced('22.00')],
          },
        ],
      };
    case 'festival':
      return {
        ...base,
        seat_groups: [
          {
            seat_group: 'T',
            text: L('Tageskarte', 'Day ticket', 'Denní vstupenka'),
            capacity: 2000,
            prices: [
              full('12.00'),
              reduced('8.00'),
              price(4, 'Kinder bis 6', '0.00', L('Kinder bis 6 Jahre', 'Children under 6', 'Děti do 6 let')),
            ],
          },
        ],
      };
    case 'puppets':
      return {
        ...base,
        seat_groups: [
          {
            seat_group: 'T',
            text: L('Freie Platzwahl', 'Unreserved seating', 'Volná místa'),
            capacity: 70,
            prices: [full('8.00'), child('5.50')],
          },
        ],
      };
    case 'concert':
      return {
        ...base,
        seat_groups: [
          {
            seat_group: 'S',
            text: L('Kirchenbank', 'Pew', 'Lavice'),
            capacity: 80,
            prices: [full('22.00'), reduced('15.00')],
          },
        ],
      };
  }
}
