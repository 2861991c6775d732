import { L } from './programme-data';
import type { GenreKey, ProductionTagKey, SeriesKey, VenueKey } from './programme-data';
import type { LocalizedText } from '@/lib/db/schema/common';

type Motif = 'stage' | 'bread' | 'pottery' | 'concert' | 'festival' | 'lantern' | 'herbs' | 'tour' | 'talk' | 'puppets';

export type ProductionSeed = {
  key: string;
  title: LocalizedText;
  subtitle: LocalizedText;
  teaser: LocalizedText;
  description: LocalizedText;
  duration: LocalizedText;
  type: string;
  venue: VenueKey;
  room: number;
  series?: SeriesKey;
  genre: GenreKey;
  tags: ProductionTagKey[];
  image: Motif;
  cast: [string, LocalizedText][];
};

/** Eight productions: theatre, puppet theatre, concerts and an evening of stories. */
export const productionSeeds: ProductionSeed[] = [
  {
    key: 'krug',
    title: L('Der zerbrochne Krug', 'The Broken Jug', 'Rozbitý džbán'),
    subtitle: L(
      'Lustspiel von Heinrich von Kleist',
      'Comedy by Heinrich von Kleist',
      'Veselohra Heinricha von Kleista',
    ),
    teaser: L(
      'Dorfrichter Adam muss über eine Tat urteilen, die er selbst begangen hat.',
      'Village judge Adam must rule on a deed he committed himself.',
      'Vesnický soudce Adam musí soudit čin, který sám spáchal.',
    ),
    description: L(
      'Ein Krug ist zerbrochen, und Frau Marthe will Gerechtigkeit. Richter Adam tut alles, um die Wahrheit zu vertuschen – denn er war es selbst, der nachts aus Eves Kammer floh. Kleists Komödie in der Scheune, in der solche Prozesse früher tatsächlich verhandelt wurden.',
      'A jug has been broken and Frau Marthe wants justice. Judge Adam does everything to hide the truth – for it was he who fled from Eve’s room at night. Kleist’s comedy in the barn where such cases were once actually heard.',
      'Džbán je rozbitý a paní Marta chce spravedlnost. Soudce Adam dělá vše pro to, aby pravdu zakryl – vždyť to byl on, kdo v noci utekl z Eviny komůrky. Kleistova komedie ve stodole, kde se podobné spory kdysi skutečně soudily.',
    ),
    duration: L('ca. 100 Minuten, keine Pause', 'about 100 minutes, no interval', 'asi 100 minut bez přestávky'),
    type: '30',
    venue: 'barn',
    room: 0,
    series: 'theatre',
    genre: 'drama',
    tags: ['classic'],
    image: 'stage',
    cast: [
      ['wolff', L('Adam, Dorfrichter', 'Adam, village judge', 'Adam, vesnický soudce')],
      ['kaiser', L('Eve', 'Eve', 'Eva')],
      ['richter', L('Ruprecht', 'Ruprecht', 'Ruprecht')],
      ['brandt', L('Regie', 'Director', 'Režie')],
    ],
  },
  {
    key: 'weber',
    title: L('Die Weber', 'The Weavers', 'Tkalci'),
    subtitle: L('Schauspiel von Gerhart Hauptmann', 'Play by Gerhart Hauptmann', 'Drama Gerharta Hauptmanna'),
    teaser: L(
      'Der Aufstand der schlesischen Weber, gespielt zwischen den Webstühlen.',
      'The uprising of the Silesian weavers, played among the looms.',
      'Povstání slezských tkalců, hrané mezi stavy.',
    ),
    description: L(
      'Hunger, Lohnkürzungen und ein Lied, das sich nicht mehr verbieten lässt: Hauptmanns Drama von 1892 erzählt vom Aufstand der Weber. Wir spielen es mit historischen Webstühlen aus unserer Sammlung.',
      'Hunger, wage cuts and a song that can no longer be banned: Hauptmann’s drama of 1892 tells of the weavers’ revolt. We play it with historical looms from our collection.',
      'Hlad, snižování mezd a píseň, kterou už nelze zakázat: Hauptmannovo drama z roku 1892 vypráví o vzpouře tkalců. Hrajeme ho s historickými stavy z naší sbírky.',
    ),
    duration: L('ca. 2 Stunden, eine Pause', 'about 2 hours, one interval', 'asi 2 hodiny, jedna přestávka'),
    type: '30',
    venue: 'barn',
    room: 0,
    series: 'theatre',
    genre: 'drama',
    tags: ['classic'],
    image: 'stage',
    cast: [
      ['richter', L('Bäcker', 'Bäcker', 'Bäcker')],
      ['kaiser', L('Luise Hilse', 'Luise Hilse', 'Luise Hilseová')],
      ['wolff', L('Dreißiger, Fabrikant', 'Dreissiger, manufacturer', 'Dreissiger, továrník')],
      ['brandt', L('Regie', 'Director', 'Režie')],
    ],
  },
  {
    key: 'hochzeit',
    title: L('Die Bauernhochzeit', 'The Country Wedding', 'Selská svatba'),
    subtitle: L('Volksstück in sächsischer Mundart', 'Folk comedy in Saxon dialect', 'Lidová hra v saském nářečí'),
    teaser: L(
      'Zwei Höfe, eine Hochzeit und ein Streit um eine Kuh.',
      'Two farms, one wedding and a quarrel over a cow.',
      'Dva statky, jedna svatba a spor o krávu.',
    ),
    description: L(
      'Der Großbauer will seine Tochter verheiraten, der Nachbar will seine Kuh zurück – und am Ende tanzt das ganze Dorf. Ein Volksstück mit Live-Musik, das Publikum sitzt an Festtafeln.',
      'The wealthy farmer wants to marry off his daughter, the neighbour wants his cow back – and in the end the whole village dances. A folk comedy with live music; the audience sits at festive tables.',
      'Sedlák chce provdat dceru, soused chce zpátky svou krávu – a nakonec tančí celá vesnice. Lidová hra s živou hudbou, diváci sedí u svátečních stolů.',
    ),
    duration: L(
      'ca. 2 ½ Stunden mit Pause und Abendbrot',
      'about 2½ hours with an interval and supper',
      'asi 2,5 hodiny s přestávkou a večeří',
    ),
    type: '30',
    venue: 'inn',
    room: 0,
    series: 'theatre',
    genre: 'customs',
    tags: ['dialect', 'premiere'],
    image: 'festival',
    cast: [
      ['wolff', L('Großbauer Kühn', 'Farmer Kühn', 'Sedlák Kühn')],
      ['engel', L('Liese', 'Liese', 'Líza')],
      ['fischer', L('Musik', 'Music', 'Hudba')],
    ],
  },
  {
    key: 'holle',
    title: L('Frau Holle', 'Mother Hulda', 'Paní Zima'),
    subtitle: L(
      'Puppentheater nach den Brüdern Grimm, ab 4 Jahren',
      'Puppet theatre after the Brothers Grimm, ages 4+',
      'Loutkové divadlo podle bratří Grimmů, od 4 let',
    ),
    teaser: L(
      'Goldmarie und Pechmarie mit handgeschnitzten Figuren.',
      'The golden girl and the pitch girl with hand-carved puppets.',
      'Zlatá a smolná Marie s ručně vyřezávanými loutkami.',
    ),
    description: L(
      'Wer die Betten gut schüttelt, dem schneit es Gold. Greta Engel spielt das Märchen mit Figuren, die sie selbst geschnitzt hat, und die Kinder dürfen am Ende die Kissen schütteln.',
      'Shake the bedding well and gold will snow on you. Greta Engel plays the fairy tale with puppets she carved herself, and at the end the children may shake the pillows.',
      'Kdo dobře vytřepe peřiny, tomu napadá zlato. Greta Engel hraje pohádku s loutkami, které sama vyřezala, a děti si na konci smějí polštáře vytřepat.',
    ),
    duration: L('ca. 45 Minuten', 'about 45 minutes', 'asi 45 minut'),
    type: '30',
    venue: 'barn',
    room: 1,
    series: 'family',
    genre: 'customs',
    tags: ['children'],
    image: 'puppets',
    cast: [['engel', L('Spiel und Figuren', 'Performer and puppets', 'Hra a loutky')]],
  },
  {
    key: 'jahr',
    title: L('Ein Jahr auf dem Hof', 'A Year on the Farm', 'Rok na statku'),
    subtitle: L(
      'Puppenspiel mit Musik, ab 5 Jahren',
      'Puppet play with music, ages 5+',
      'Loutková hra s hudbou, od 5 let',
    ),
    teaser: L(
      'Vom Säen bis zum Schlachtfest: ein Bauernjahr in 50 Minuten.',
      'From sowing to the autumn feast: a farming year in 50 minutes.',
      'Od setí po zabijačku: selský rok za 50 minut.',
    ),
    description: L(
      'Die Ziege Berta erzählt, was auf dem Hof im Laufe eines Jahres passiert. Mit Akkordeon, Liedern zum Mitsingen und echten Werkzeugen aus dem Museum.',
      'Berta the goat tells what happens on the farm in the course of a year. With accordion, songs to sing along and real tools from the museum.',
      'Koza Berta vypráví, co se na statku během roku děje. S akordeonem, písničkami ke zpívání a skutečným nářadím z muzea.',
    ),
    duration: L('ca. 50 Minuten', 'about 50 minutes', 'asi 50 minut'),
    type: '30',
    venue: 'barn',
    room: 1,
    series: 'family',
    genre: 'customs',
    tags: ['children', 'music'],
    image: 'puppets',
    cast: [
      ['engel', L('Spiel', 'Performer', 'Hra')],
      ['fischer', L('Akkordeon', 'Accordion', 'Akordeon')],
    ],
  },
  {
    key: 'schubert',
    title: L('Schubert im Kerzenschein', 'Schubert by Candlelight', 'Schubert při svíčkách'),
    subtitle: L(
      'Streichquartett „Der Tod und das Mädchen“',
      'String quartet “Death and the Maiden”',
      'Smyčcový kvartet „Smrt a dívka“',
    ),
    teaser: L(
      'Das Lindenauer Kammerensemble in der Dorfkapelle.',
      'The Lindenau Chamber Ensemble in the village chapel.',
      'Lindenauský komorní soubor ve vesnické kapli.',
    ),
    description: L(
      'Schuberts d-Moll-Quartett gehört zu den großen Werken der Kammermusik. In der kleinen Kapelle, nur von Kerzen beleuchtet, sitzen Sie den Musikern so nah wie selten.',
      'Schubert’s D minor quartet is one of the great works of chamber music. In the small chapel, lit only by candles, you sit closer to the musicians than almost anywhere.',
      'Schubertův kvartet d moll patří k velkým dílům komorní hudby. V malé kapli osvětlené jen svíčkami sedíte hudebníkům blíž než kdekoli jinde.',
    ),
    duration: L('ca. 75 Minuten', 'about 75 minutes', 'asi 75 minut'),
    type: '40',
    venue: 'chapel',
    room: 0,
    series: 'chamber',
    genre: 'music',
    tags: ['classic', 'music'],
    image: 'concert',
    cast: [
      ['berger', L('Violoncello', 'Cello', 'Violoncello')],
      ['dvorak', L('Violine', 'Violin', 'Housle')],
    ],
  },
  {
    key: 'dvorak',
    title: L('Dvořák: Amerikanisches Quartett', 'Dvořák: American Quartet', 'Dvořák: Americký kvartet'),
    subtitle: L('Kammermusik aus Böhmen', 'Chamber music from Bohemia', 'Komorní hudba z Čech'),
    teaser: L(
      'Heimweh und Aufbruch in F-Dur.',
      'Homesickness and new beginnings in F major.',
      'Stesk i nový začátek v F dur.',
    ),
    description: L(
      'Dvořák schrieb sein Quartett op. 96 in einem Sommer in Iowa, und doch klingt es nach Böhmen. Dazu Haydns „Kaiserquartett“ und eine Einführung um 18.30 Uhr.',
      'Dvořák wrote his Quartet op. 96 during a summer in Iowa, yet it sounds of Bohemia. With Haydn’s “Emperor” quartet and an introduction at 6.30 pm.',
      'Dvořák napsal svůj kvartet op. 96 během léta v Iowě, a přesto zní Čechami. K tomu Haydnův „Císařský kvartet“ a úvod v 18.30.',
    ),
    duration: L('ca. 90 Minuten, eine Pause', 'about 90 minutes, one interval', 'asi 90 minut, jedna přestávka'),
    type: '40',
    venue: 'chapel',
    room: 0,
    series: 'chamber',
    genre: 'music',
    tags: ['music'],
    image: 'concert',
    cast: [
      ['dvorak', L('Violine', 'Violin', 'Housle')],
      ['berger', L('Violoncello', 'Cello', 'Violoncello')],
    ],
  },
  {
    key: 'spinnstube',
    title: L('Spinnstubengeschichten', 'Tales from the Spinning Room', 'Příběhy z přástek'),
    subtitle: L(
      'Ein Abend mit Geschichten, Liedern und Glühwein',
      'An evening of stories, songs and mulled wine',
      'Večer příběhů, písní a svařeného vína',
    ),
    teaser: L(
      'Wie man sich früher die langen Abende vertrieb.',
      'How the long evenings were passed in the old days.',
      'Jak se dříve trávily dlouhé večery.',
    ),
    description: L(
      'In der Spinnstube trafen sich die Frauen des Dorfes zum Arbeiten, Singen und Erzählen. Wir lassen die Tradition aufleben – mit Spinnrad, Sagen aus dem Erzgebirge und Liedern zum Mitsingen.',
      'The village women met in the spinning room to work, sing and tell stories. We revive the tradition – with spinning wheel, legends from the Ore Mountains and songs to join in.',
      'Ženy z vesnice se scházely na přástkách, aby pracovaly, zpívaly a vyprávěly. Tradici oživujeme – s kolovratem, pověstmi z Krušných hor a písněmi ke zpívání.',
    ),
    duration: L('ca. 2 Stunden', 'about 2 hours', 'asi 2 hodiny'),
    type: '60',
    venue: 'inn',
    room: 1,
    genre: 'customs',
    tags: ['dialect', 'music'],
    image: 'lantern',
    cast: [
      ['weiss', L('Erzählerin', 'Storyteller', 'Vypravěčka')],
      ['fischer', L('Akkordeon', 'Accordion', 'Akordeon')],
    ],
  },
];
