import type { LocalizedText } from '@/lib/db/schema/common';

/** The demo programme's fixed texts: options, venues, series, productions and the team. */
export const L = (de: string, en: string, cs: string): LocalizedText => ({ de, en, cs });

export const exhibitionTypeSeeds = [
  { slug: '10', name: L('Führung', 'Guided tour', 'Komentovaná prohlídka') },
  { slug: '20', name: L('Workshop', 'Workshop', 'Dílna') },
  { slug: '30', name: L('Theater', 'Theatre', 'Divadlo') },
  { slug: '40', name: L('Konzert', 'Concert', 'Koncert') },
  { slug: '50', name: L('Fest & Markt', 'Festival & market', 'Slavnost a trh') },
  { slug: '60', name: L('Vortrag & Gespräch', 'Talk', 'Přednáška a beseda') },
] as const;

export const tagSeeds = [
  { key: 'family', name: L('Familie', 'Family', 'Rodina'), show: true },
  { key: 'kids', name: L('Für Kinder', 'For children', 'Pro děti'), show: true },
  { key: 'outdoor', name: L('Unter freiem Himmel', 'Outdoors', 'Pod širým nebem'), show: true },
  { key: 'evening', name: L('Abendveranstaltung', 'Evening event', 'Večerní program'), show: true },
  { key: 'accessible', name: L('Barrierefrei', 'Step-free access', 'Bezbariérový přístup'), show: true },
  { key: 'free', name: L('Eintritt frei', 'Free admission', 'Vstup zdarma'), show: true },
  { key: 'internal', name: L('Nur für Mitglieder', 'Members only', 'Jen pro členy'), show: false },
] as const;
export type TagKey = (typeof tagSeeds)[number]['key'];

export const genreSeeds = [
  { key: 'craft', name: L('Handwerk', 'Crafts', 'Řemesla') },
  { key: 'drama', name: L('Schauspiel', 'Drama', 'Činohra') },
  { key: 'music', name: L('Musik', 'Music', 'Hudba') },
  { key: 'history', name: L('Geschichte', 'History', 'Historie') },
  { key: 'customs', name: L('Brauchtum', 'Customs & traditions', 'Lidové zvyky') },
  { key: 'nature', name: L('Natur & Garten', 'Nature & garden', 'Příroda a zahrada') },
] as const;
export type GenreKey = (typeof genreSeeds)[number]['key'];

export const productionTagSeeds = [
  { key: 'classic', name: L('Klassiker', 'Classic', 'Klasika') },
  { key: 'children', name: L('Für Kinder', 'For children', 'Pro děti') },
  { key: 'dialect', name: L('Mundart', 'Local dialect', 'Nářečí') },
  { key: 'music', name: L('Musiktheater', 'Music theatre', 'Hudební divadlo') },
  { key: 'premiere', name: L('Premiere', 'Premiere', 'Premiéra') },
] as const;
export type ProductionTagKey = (typeof productionTagSeeds)[number]['key'];

export const venueSeeds = [
  {
    key: 'square',
    name: L('Dorfplatz unter der Linde', 'Village square under the lime tree', 'Náves pod lípou'),
    description: L(
      'Der Dorfplatz mit der 300 Jahre alten Linde ist das Herz des Museumsdorfs: Hier finden Märkte, Feste und der Treffpunkt aller Führungen statt.',
      'The village square with its 300-year-old lime tree is the heart of the museum village: markets, festivals and the meeting point of all guided tours.',
      'Náves s třistaletou lípou je srdcem muzejní vesnice: konají se zde trhy, slavnosti a začínají tu všechny prohlídky.',
    ),
    street: 'Am Dorfanger 1',
    lat: 51.0521,
    lng: 13.2417,
    image: 'village',
    rooms: [
      L('Lindenplatz', 'Lime tree square', 'Plácek pod lípou'),
      L('Festwiese', 'Festival meadow', 'Slavnostní louka'),
    ],
  },
  {
    key: 'barn',
    name: L('Zehntscheune', 'Tithe barn', 'Desátková stodola'),
    description: L(
      'Die Zehntscheune von 1742 ist heute unsere Spielstätte mit 264 nummerierten Plätzen im Parkett, davon vier Rollstuhlplätze, und 42 auf der Empore. Im Winter beheizt.',
      'The tithe barn of 1742 is now our theatre, with 264 numbered seats in the stalls, four of them wheelchair places, and 42 in the gallery. Heated in winter.',
      'Desátková stodola z roku 1742 je dnes naší scénou s 264 číslovanými místy v přízemí, z toho čtyřmi pro vozíčkáře, a 42 na galerii. V zimě vytápěná.',
    ),
    street: 'Scheunenweg 4',
    lat: 51.0528,
    lng: 13.2431,
    image: 'barn',
    rooms: [L('Große Bühne', 'Main stage', 'Velká scéna'), L('Tenne', 'Threshing floor', 'Mlat')],
  },
  {
    key: 'chapel',
    name: L('Dorfkapelle St. Anna', 'St Anne’s village chapel', 'Vesnická kaple sv. Anny'),
    description: L(
      'Die kleine Barockkapelle wurde 1998 Stein für Stein aus dem Erzgebirge hierher versetzt. Ihre Akustik macht sie zum Lieblingsort unserer Kammermusik.',
      'The small baroque chapel was moved here stone by stone from the Ore Mountains in 1998. Its acoustics make it the favourite place of our chamber music.',
      'Malá barokní kaple byla v roce 1998 kámen po kameni přenesena z Krušných hor. Díky akustice je oblíbeným místem naší komorní hudby.',
    ),
    street: 'Kapellenberg 2',
    lat: 51.0515,
    lng: 13.2449,
    image: 'chapel',
    rooms: [L('Kirchenschiff', 'Nave', 'Loď kaple')],
  },
  {
    key: 'crafts',
    name: L('Handwerkerhof', 'Craftsmen’s yard', 'Řemeslnický dvůr'),
    description: L(
      'Töpferei, Schmiede und Weberei arbeiten hier wie um 1900. In den Werkstätten finden unsere Kurse statt.',
      'Pottery, smithy and weaving mill work here as they did around 1900. Our courses take place in the workshops.',
      'Hrnčírna, kovárna a tkalcovna zde pracují jako kolem roku 1900. V dílnách probíhají naše kurzy.',
    ),
    street: 'Handwerkergasse 7',
    lat: 51.0533,
    lng: 13.2402,
    image: 'workshop',
    rooms: [
      L('Töpferei', 'Pottery', 'Hrnčírna'),
      L('Schmiede', 'Smithy', 'Kovárna'),
      L('Weberei', 'Weaving room', 'Tkalcovna'),
    ],
  },
  {
    key: 'farm',
    name: L('Gutshof mit Backhaus', 'Manor farm with bakehouse', 'Statek s pekárnou'),
    description: L(
      'Zum Gutshof gehören das Backhaus mit seinem Holzofen, der Bauerngarten und der Kräutergarten.',
      'The manor farm includes the bakehouse with its wood-fired oven, the cottage garden and the herb garden.',
      'K statku patří pekárna s pecí na dřevo, selská zahrada a bylinková zahrada.',
    ),
    street: 'Gutshofstraße 3',
    lat: 51.0509,
    lng: 13.2398,
    image: 'mill',
    rooms: [L('Backhaus', 'Bakehouse', 'Pekárna'), L('Kräutergarten', 'Herb garden', 'Bylinková zahrada')],
  },
  {
    key: 'inn',
    name: L('Museumsgasthof Zur Linde', 'Museum inn “Zur Linde”', 'Muzejní hostinec U Lípy'),
    description: L(
      'Der Gasthof serviert regionale Küche und bietet im Saal Platz für Vorträge, Lesungen und Tanz.',
      'The inn serves regional food; its hall hosts talks, readings and dances.',
      'Hostinec nabízí regionální kuchyni a v sále se konají přednášky, čtení a taneční večery.',
    ),
    street: 'Am Dorfanger 5',
    lat: 51.0524,
    lng: 13.2423,
    image: 'village',
    rooms: [L('Festsaal', 'Hall', 'Sál'), L('Gaststube', 'Tap room', 'Výčep')],
  },
] as const;
export type VenueKey = (typeof venueSeeds)[number]['key'];

export const seriesSeeds = [
  {
    key: 'crafts',
    name: L('Handwerk erleben', 'Hands-on crafts', 'Zažijte řemeslo'),
    teaser: L(
      'Kurse in unseren Werkstätten: backen, töpfern, schmieden.',
      'Courses in our workshops: baking, pottery, smithing.',
      'Kurzy v našich dílnách: pečení, hrnčířství, kovářství.',
    ),
    description: L(
      'In kleinen Gruppen zeigen unsere Handwerkerinnen und Handwerker, wie man früher Brot gebacken, Krüge gedreht und Nägel geschmiedet hat. Alle Materialien sind im Preis enthalten, Ihr Werkstück nehmen Sie mit nach Hause.',
      'In small groups our craftspeople show how bread was baked, jugs were thrown and nails were forged. All materials are included and you take your piece home.',
      'V malých skupinách vám naši řemeslníci ukážou, jak se dříve peklo, točily džbány a kovaly hřebíky. Materiál je v ceně a výrobek si odnesete domů.',
    ),
    subscription: false,
    image: 'bread',
  },
  {
    key: 'chamber',
    name: L('Kammermusik in der Kapelle', 'Chamber music in the chapel', 'Komorní hudba v kapli'),
    teaser: L(
      'Vier Konzerte im Kerzenschein – im Abonnement günstiger.',
      'Four candlelit concerts – cheaper as a subscription.',
      'Čtyři koncerty při svíčkách – s předplatným levněji.',
    ),
    description: L(
      'Das Lindenauer Kammerensemble spielt in der Dorfkapelle Werke von Schubert, Dvořák und Haydn. Das Abonnement umfasst alle vier Konzerte mit festem Platz.',
      'The Lindenau Chamber Ensemble plays Schubert, Dvořák and Haydn in the village chapel. The subscription covers all four concerts with a reserved seat.',
      'Lindenauský komorní soubor hraje ve vesnické kapli Schuberta, Dvořáka a Haydna. Předplatné zahrnuje všechny čtyři koncerty s pevným místem.',
    ),
    subscription: true,
    price: '89.00',
    image: 'concert',
  },
  {
    key: 'theatre',
    name: L('Theater in der Zehntscheune', 'Theatre in the tithe barn', 'Divadlo v desátkové stodole'),
    teaser: L(
      'Klassiker und Volksstücke auf unserer Scheunenbühne.',
      'Classics and folk plays on our barn stage.',
      'Klasika a lidové hry na naší scéně ve stodole.',
    ),
    description: L(
      'Unser Ensemble spielt Klassiker und Volksstücke in der Zehntscheune. Mit dem Theaterabo sehen Sie drei Inszenierungen Ihrer Wahl zum Vorzugspreis.',
      'Our ensemble plays classics and folk plays in the tithe barn. The theatre subscription gets you three productions of your choice at a reduced price.',
      'Náš soubor hraje klasiku a lidové hry v desátkové stodole. S divadelním předplatným uvidíte tři inscenace podle výběru za zvýhodněnou cenu.',
    ),
    subscription: true,
    price: '54.00',
    image: 'stage',
  },
  {
    key: 'talks',
    name: L('Lindenauer Gespräche', 'Lindenau conversations', 'Lindenauské rozhovory'),
    teaser: L(
      'Einmal im Monat: Geschichte und Geschichten aus dem Dorf.',
      'Once a month: history and stories from the village.',
      'Jednou měsíčně: historie a příběhy z vesnice.',
    ),
    description: L(
      'Historikerinnen, Zeitzeugen und Handwerker erzählen im Gasthofsaal aus dem ländlichen Leben zwischen 1850 und 1960. Der Eintritt ist frei.',
      'Historians, eyewitnesses and craftspeople talk about rural life between 1850 and 1960 in the inn’s hall. Admission is free.',
      'Historici, pamětníci a řemeslníci vyprávějí v sále hostince o venkovském životě v letech 1850–1960. Vstup je volný.',
    ),
    subscription: false,
    image: 'talk',
  },
  {
    key: 'family',
    name: L('Familiensonntage', 'Family Sundays', 'Rodinné neděle'),
    teaser: L(
      'Puppentheater, Märchen und Mitmachaktionen für Kinder ab 4.',
      'Puppet theatre, fairy tales and hands-on fun for children aged 4 and up.',
      'Loutkové divadlo, pohádky a hry pro děti od 4 let.',
    ),
    description: L(
      'An ausgewählten Sonntagen spielt unser Puppentheater, und im Gutshof dürfen Kinder mithelfen, wo sonst nur Erwachsene arbeiten.',
      'On selected Sundays our puppet theatre plays, and at the manor farm children may help where usually only grown-ups work.',
      'Ve vybrané neděle hraje naše loutkové divadlo a na statku mohou děti pomáhat tam, kde jinak pracují jen dospělí.',
    ),
    subscription: false,
    image: 'puppets',
  },
] as const;
export type SeriesKey = (typeof seriesSeeds)[number]['key'];

export const categorySeeds = [
  { key: 'direction', name: L('Leitung', 'Management', 'Vedení') },
  { key: 'ensemble', name: L('Ensemble', 'Ensemble', 'Soubor') },
  { key: 'crafts', name: L('Handwerk & Vermittlung', 'Crafts & education', 'Řemesla a lektoři') },
  { key: 'music', name: L('Musik', 'Music', 'Hudba') },
] as const;
export type CategoryKey = (typeof categorySeeds)[number]['key'];

export const personSeeds: {
  key: string;
  name: [string, string];
  category: CategoryKey;
  role: LocalizedText;
  bio: LocalizedText;
}[] = [
  {
    key: 'hartmann',
    name: ['Dr. Ulrike', 'Hartmann'],
    category: 'direction',
    role: L('Museumsdirektorin', 'Museum director', 'Ředitelka muzea'),
    bio: L(
      'Die Volkskundlerin leitet das Freilichtmuseum seit 2015. Sie hat die Translozierung der Dorfkapelle begleitet und schreibt über ländliche Baukultur in Sachsen.',
      'The folklorist has directed the open-air museum since 2015. She oversaw the relocation of the village chapel and writes on rural architecture in Saxony.',
      'Etnoložka vede skanzen od roku 2015. Dohlížela na přenesení vesnické kaple a píše o venkovské architektuře v Sasku.',
    ),
  },
  {
    key: 'brandt',
    name: ['Jonas', 'Brandt'],
    category: 'direction',
    role: L('Künstlerischer Leiter', 'Artistic director', 'Umělecký ředitel'),
    bio: L(
      'Jonas Brandt kam vom Staatsschauspiel Dresden nach Lindenau und verantwortet seit 2019 das Theaterprogramm in der Zehntscheune.',
      'Jonas Brandt came to Lindenau from the Dresden State Theatre and has been responsible for the tithe-barn theatre programme since 2019.',
      'Jonas Brandt přišel do Lindenau z Drážďanského státního divadla a od roku 2019 odpovídá za divadelní program ve stodole.',
    ),
  },
  {
    key: 'novak',
    name: ['Petra', 'Nováková'],
    category: 'direction',
    role: L('Leiterin Bildung und Vermittlung', 'Head of learning', 'Vedoucí vzdělávání'),
    bio: L(
      'Die gebürtige Pragerin entwickelt unsere Führungen und Schulprogramme, auf Deutsch und Tschechisch.',
      'Born in Prague, she develops our tours and school programmes, in German and Czech.',
      'Rodačka z Prahy připravuje naše prohlídky a školní programy v němčině i češtině.',
    ),
  },
  {
    key: 'kaiser',
    name: ['Marie', 'Kaiser'],
    category: 'ensemble',
    role: L('Schauspielerin', 'Actress', 'Herečka'),
    bio: L(
      'Marie Kaiser spielt seit sechs Spielzeiten im Ensemble, zuletzt die Eve im „Zerbrochnen Krug“.',
      'Marie Kaiser has been in the ensemble for six seasons, most recently as Eve in “The Broken Jug”.',
      'Marie Kaiser je v souboru šest sezón, naposledy hrála Evu v „Rozbitém džbánu“.',
    ),
  },
  {
    key: 'wolff',
    name: ['Tobias', 'Wolff'],
    category: 'ensemble',
    role: L('Schauspieler', 'Actor', 'Herec'),
    bio: L(
      'Als Dorfrichter Adam bringt Tobias Wolff das Publikum jeden Abend zum Lachen. Er stammt aus der Lausitz und spricht fließend Obersorbisch.',
      'As village judge Adam, Tobias Wolff makes the audience laugh every night. He comes from Lusatia and speaks Upper Sorbian fluently.',
      'Jako vesnický soudce Adam rozesměje Tobias Wolff publikum každý večer. Pochází z Lužice a mluví plynně hornolužickou srbštinou.',
    ),
  },
  {
    key: 'engel',
    name: ['Greta', 'Engel'],
    category: 'ensemble',
    role: L('Schauspielerin und Puppenspielerin', 'Actress and puppeteer', 'Herečka a loutkoherečka'),
    bio: L(
      'Greta Engel hat an der Ernst-Busch-Hochschule Puppenspiel studiert und baut die Figuren unseres Puppentheaters selbst.',
      'Greta Engel studied puppetry at the Ernst Busch academy and builds the figures of our puppet theatre herself.',
      'Greta Engel vystudovala loutkářství na škole Ernsta Busche a loutky pro naše divadlo si vyrábí sama.',
    ),
  },
  {
    key: 'richter',
    name: ['Hannes', 'Richter'],
    category: 'ensemble',
    role: L('Schauspieler', 'Actor', 'Herec'),
    bio: L(
      'Hannes Richter ist das jüngste Ensemblemitglied und spielt in den „Webern“ den Weber Bäcker.',
      'Hannes Richter is the youngest member of the ensemble and plays the weaver Bäcker in “The Weavers”.',
      'Hannes Richter je nejmladším členem souboru a ve „Tkalcích“ hraje tkalce Bäckera.',
    ),
  },
  {
    key: 'lange',
    name: ['Friedrich', 'Lange'],
    category: 'crafts',
    role: L('Bäckermeister', 'Master baker', 'Pekařský mistr'),
    bio: L(
      'Friedrich Lange heizt den Holzofen im Backhaus seit zwanzig Jahren an und kennt jedes Sauerteigrezept der Region.',
      'Friedrich Lange has been firing the bakehouse oven for twenty years and knows every sourdough recipe of the region.',
      'Friedrich Lange topí v peci pekárny už dvacet let a zná každý recept na kvásek z okolí.',
    ),
  },
  {
    key: 'svoboda',
    name: ['Jana', 'Svobodová'],
    category: 'crafts',
    role: L('Töpferin', 'Potter', 'Hrnčířka'),
    bio: L(
      'Die Keramikerin aus Kadaň leitet die Töpferei und unsere Kurse an der Drehscheibe.',
      'The ceramicist from Kadaň runs the pottery and our courses at the wheel.',
      'Keramička z Kadaně vede hrnčírnu a naše kurzy na kruhu.',
    ),
  },
  {
    key: 'schmid',
    name: ['Karl', 'Schmidt'],
    category: 'crafts',
    role: L('Schmied', 'Blacksmith', 'Kovář'),
    bio: L(
      'Karl Schmidt hat das Handwerk noch bei seinem Großvater gelernt. In der Museumsschmiede zeigt er Feuerschweißen und Hufbeschlag.',
      'Karl Schmidt learned the trade from his grandfather. In the museum smithy he demonstrates forge welding and horseshoeing.',
      'Karel Schmidt se řemeslu naučil u dědečka. V muzejní kovárně předvádí kovářské svařování a podkovářství.',
    ),
  },
  {
    key: 'weiss',
    name: ['Anna', 'Weiß'],
    category: 'crafts',
    role: L('Gärtnerin und Kräuterführerin', 'Gardener and herb guide', 'Zahradnice a průvodkyně po bylinkách'),
    bio: L(
      'Anna Weiß pflegt den Bauern- und Kräutergarten nach historischen Pflanzlisten und führt durch die Heilpflanzen der Region.',
      'Anna Weiß tends the cottage and herb gardens after historical planting lists and leads walks on the region’s medicinal plants.',
      'Anna Weiß pečuje o selskou a bylinkovou zahradu podle historických seznamů rostlin a provází po léčivkách regionu.',
    ),
  },
  {
    key: 'berger',
    name: ['Lukas', 'Berger'],
    category: 'music',
    role: L(
      'Cellist, Leiter des Kammerensembles',
      'Cellist, leader of the chamber ensemble',
      'Violoncellista, vedoucí komorního souboru',
    ),
    bio: L(
      'Lukas Berger spielte zwölf Jahre in der Staatskapelle und gründete 2017 das Lindenauer Kammerensemble.',
      'Lukas Berger played in the state orchestra for twelve years and founded the Lindenau Chamber Ensemble in 2017.',
      'Lukas Berger hrál dvanáct let ve státní kapele a v roce 2017 založil Lindenauský komorní soubor.',
    ),
  },
  {
    key: 'dvorak',
    name: ['Tereza', 'Dvořáková'],
    category: 'music',
    role: L('Violinistin', 'Violinist', 'Houslistka'),
    bio: L(
      'Die Geigerin aus Brünn ist Konzertmeisterin des Kammerensembles und unterrichtet an der Musikschule Freital.',
      'The violinist from Brno is the chamber ensemble’s leader and teaches at the Freital music school.',
      'Houslistka z Brna je koncertní mistryní komorního souboru a učí na hudební škole ve Freitalu.',
    ),
  },
  {
    key: 'fischer',
    name: ['Paul', 'Fischer'],
    category: 'music',
    role: L('Akkordeonist und Volksmusiker', 'Accordionist and folk musician', 'Akordeonista a lidový muzikant'),
    bio: L(
      'Paul Fischer sammelt Tanzlieder aus dem Erzgebirge und spielt sie auf dem Akkordeon seines Urgroßvaters.',
      'Paul Fischer collects dance tunes from the Ore Mountains and plays them on his great-grandfather’s accordion.',
      'Paul Fischer sbírá taneční písně z Krušných hor a hraje je na akordeon po pradědovi.',
    ),
  },
];
