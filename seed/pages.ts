import type { Db } from '@/lib/db/client';
import { createPage, h, image, text } from './builders';
import type { DemoImageIds } from './images';
import { homeSections } from './home';

export type DemoPageIds = Record<
  'home' | 'visit' | 'hours' | 'directions' | 'access' | 'village' | 'houses' | 'history' | 'draft' | 'landing',
  number
>;

/** The demo pages of the museum village, in German, English and Czech. */
export async function seedPages(database: Db, img: DemoImageIds, now = new Date()): Promise<DemoPageIds> {
  const home = await createPage(database, {
    paths: { de: '', en: '', cs: '' },
    title: { de: 'Freilichtmuseum Lindenau', en: 'Lindenau Open-Air Museum', cs: 'Skanzen Lindenau' },
    headline: {
      de: 'Willkommen im Museumsdorf Lindenau',
      en: 'Welcome to Lindenau museum village',
      cs: 'Vítejte v muzejní vesnici Lindenau',
    },
    metaDescription: {
      de: 'Über 40 historische Häuser, lebendige Werkstätten, Theater unter freiem Himmel: das Freilichtmuseum Lindenau.',
      en: 'More than 40 historic buildings, living workshops and open-air theatre: Lindenau Open-Air Museum.',
      cs: 'Více než 40 historických staveb, živé dílny a divadlo pod širým nebem: skanzen Lindenau.',
    },
    ogImageId: img.village,
    sections: { de: homeSections('de', img, now), en: homeSections('en', img, now), cs: homeSections('cs', img, now) },
  });

  const visit = await createPage(database, {
    paths: { de: '/besuch', en: '/visit', cs: '/navsteva' },
    title: { de: 'Besuch planen', en: 'Plan your visit', cs: 'Plánujte návštěvu' },
    inMenu: true,
    position: 1,
    ogImageId: img.mill,
    sections: {
      de: [
        {
          columns: [
            [
              text(
                '<p>Ob Familienausflug, Schulklasse oder Wochenende auf dem Land: Hier finden Sie alles für Ihren Besuch – Öffnungszeiten, Eintrittspreise, Anfahrt und Hinweise zur Barrierefreiheit.</p>',
              ),
              image(img.mill, 'medium', 'Die Bockwindmühle am Dorfrand'),
            ],
          ],
        },
      ],
      en: [
        {
          columns: [
            [
              text(
                '<p>A family day out, a school trip or a weekend in the countryside: here is everything for your visit – opening hours, admission, directions and accessibility.</p>',
              ),
              image(img.mill, 'medium', 'The post windmill at the edge of the village'),
            ],
          ],
        },
      ],
      cs: [
        {
          columns: [
            [
              text(
                '<p>Rodinný výlet, školní třída nebo víkend na venkově: zde najdete vše pro svou návštěvu – otevírací dobu, vstupné, dopravu a informace o bezbariérovosti.</p>',
              ),
              image(img.mill, 'medium', 'Sloupový mlýn na okraji vesnice'),
            ],
          ],
        },
      ],
    },
  });

  const hours = await createPage(database, {
    paths: { de: '/besuch/oeffnungszeiten', en: '/visit/opening-hours', cs: '/navsteva/oteviraci-doba' },
    title: { de: 'Öffnungszeiten & Preise', en: 'Opening hours & admission', cs: 'Otevírací doba a vstupné' },
    parentId: visit,
    position: 1,
    sections: {
      de: [
        {
          layout: '50-50',
          columns: [
            [
              h('Saison: 1. April bis 31. Oktober'),
              text(
                '<p>Dienstag bis Sonntag 9–18 Uhr, letzter Einlass 17 Uhr.<br>Montags geschlossen, außer an Feiertagen.</p>',
              ),
            ],
            [
              h('Winter: November bis März'),
              text(
                '<p>Samstag und Sonntag 10–16 Uhr. Am 24., 25. und 26. Dezember geschlossen; Silvester 10–14 Uhr.</p><ul><li>Erwachsene 12 €</li><li>Ermäßigt 8 €</li><li>Kinder bis 6 Jahre frei</li><li>Familienkarte 28 €</li></ul>',
              ),
            ],
          ],
        },
      ],
      en: [
        {
          layout: '50-50',
          columns: [
            [
              h('Season: 1 April to 31 October'),
              text(
                '<p>Tuesday to Sunday 9 am–6 pm, last admission 5 pm.<br>Closed on Mondays except public holidays.</p>',
              ),
            ],
            [
              h('Winter: November to March'),
              text(
                '<p>Saturday and Sunday 10 am–4 pm. Closed on 24, 25 and 26 December; New Year’s Eve 10 am–2 pm.</p><ul><li>Adults €12</li><li>Reduced €8</li><li>Children under 6 free</li><li>Family ticket €28</li></ul>',
              ),
            ],
          ],
        },
      ],
      cs: [
        {
          layout: '50-50',
          columns: [
            [
              h('Sezóna: 1. dubna až 31. října'),
              text('<p>Úterý až neděle 9–18 h, poslední vstup v 17 h.<br>V pondělí zavřeno, kromě svátků.</p>'),
            ],
            [
              h('Zima: listopad až březen'),
              text(
                '<p>Sobota a neděle 10–16 h. 24., 25. a 26. prosince zavřeno; Silvestr 10–14 h.</p><ul><li>Dospělí 12 €</li><li>Zlevněné 8 €</li><li>Děti do 6 let zdarma</li><li>Rodinná vstupenka 28 €</li></ul>',
              ),
            ],
          ],
        },
      ],
    },
  });

  const directions = await createPage(database, {
    paths: { de: '/besuch/anreise', en: '/visit/getting-here', cs: '/navsteva/doprava' },
    title: { de: 'Anreise', en: 'Getting here', cs: 'Doprava' },
    parentId: visit,
    position: 2,
    sections: {
      de: [
        {
          columns: [
            [
              text(
                '<p><strong>Mit Bus und Bahn:</strong> Regionalbahn bis Lindenau Bahnhof, dann Linie 412 bis „Museumsdorf“ (8 Minuten).</p><p><strong>Mit dem Rad:</strong> Der Flusstal-Radweg führt direkt am Haupteingang vorbei; Fahrradständer und Ladestation sind vorhanden.</p><p><strong>Mit dem Auto:</strong> A4, Ausfahrt Lindenau-Nord, dann der Beschilderung folgen. Parkplatz 3 € pro Tag.</p>',
              ),
            ],
          ],
        },
      ],
      en: [
        {
          columns: [
            [
              text(
                '<p><strong>By public transport:</strong> regional train to Lindenau station, then bus 412 to “Museumsdorf” (8 minutes).</p><p><strong>By bike:</strong> the river valley cycle path passes the main entrance; bike racks and a charging point are available.</p><p><strong>By car:</strong> A4, exit Lindenau-Nord, then follow the signs. Parking €3 per day.</p>',
              ),
            ],
          ],
        },
      ],
      cs: [
        {
          columns: [
            [
              text(
                '<p><strong>Veřejnou dopravou:</strong> regionálním vlakem do stanice Lindenau, pak autobusem 412 do zastávky „Museumsdorf“ (8 minut).</p><p><strong>Na kole:</strong> cyklostezka údolím řeky vede přímo kolem hlavního vchodu; stojany a nabíjecí stanice jsou k dispozici.</p><p><strong>Autem:</strong> dálnice A4, exit Lindenau-Nord, dále podle značení. Parkoviště 3 € na den.</p>',
              ),
            ],
          ],
        },
      ],
    },
  });

  const access = await createPage(database, {
    paths: { de: '/besuch/barrierefreiheit', en: '/visit/accessibility', cs: '/navsteva/bezbarierovost' },
    title: { de: 'Barrierefreiheit', en: 'Accessibility', cs: 'Bezbariérovost' },
    parentId: visit,
    position: 3,
    sections: {
      de: [
        {
          columns: [
            [
              text(
                '<p>Die Hauptwege sind befestigt und stufenlos. Zwölf Häuser sind mit dem Rollstuhl erreichbar, Leihrollstühle gibt es kostenlos an der Kasse. Assistenzhunde sind willkommen. Für blinde und sehbehinderte Gäste bieten wir Tastführungen an – bitte melden Sie sich vorher an.</p>',
              ),
            ],
          ],
        },
      ],
      en: [
        {
          columns: [
            [
              text(
                '<p>The main paths are paved and step-free. Twelve houses are wheelchair accessible, and wheelchairs can be borrowed free of charge at the ticket desk. Assistance dogs are welcome. We offer touch tours for blind and partially sighted guests – please book in advance.</p>',
              ),
            ],
          ],
        },
      ],
      cs: [
        {
          columns: [
            [
              text(
                '<p>Hlavní cesty jsou zpevněné a bez schodů. Dvanáct domů je přístupných na vozíku, vozíky si lze zdarma zapůjčit u pokladny. Asistenční psi jsou vítáni. Nevidomým a slabozrakým návštěvníkům nabízíme hmatové prohlídky – přihlaste se prosím předem.</p>',
              ),
            ],
          ],
        },
      ],
    },
  });

  const village = await createPage(database, {
    paths: { de: '/museumsdorf', en: '/museum-village', cs: '/muzejni-vesnice' },
    title: { de: 'Das Museumsdorf', en: 'The museum village', cs: 'Muzejní vesnice' },
    inMenu: true,
    position: 2,
    ogImageId: img.barn,
    sections: {
      de: [
        {
          columns: [
            [
              text(
                '<p>Seit 1968 bewahrt das Freilichtmuseum Lindenau ländliche Baukultur, die an ihrem ursprünglichen Ort verloren gegangen wäre.</p>',
              ),
              image(img.barn, 'large', 'Die Zehntscheune beherbergt heute Ausstellung und Theaterbühne'),
            ],
          ],
        },
      ],
      en: [
        {
          columns: [
            [
              text(
                '<p>Since 1968 Lindenau Open-Air Museum has preserved rural buildings that would have been lost where they once stood.</p>',
              ),
              image(img.barn, 'large', 'Today the tithe barn houses the exhibition and the theatre stage'),
            ],
          ],
        },
      ],
      cs: [
        {
          columns: [
            [
              text(
                '<p>Od roku 1968 uchovává skanzen Lindenau venkovské stavby, které by na svém původním místě zanikly.</p>',
              ),
              image(img.barn, 'large', 'V desátkové stodole je dnes výstava a divadelní scéna'),
            ],
          ],
        },
      ],
    },
  });

  const houses = await createPage(database, {
    paths: { de: '/museumsdorf/haeuser', en: '/museum-village/houses', cs: '/muzejni-vesnice/domy' },
    title: { de: 'Häuser und Höfe', en: 'Houses and farmsteads', cs: 'Domy a statky' },
    parentId: village,
    position: 1,
    sections: {
      de: [
        {
          layout: '33-33-33',
          columns: [
            [
              h('Zehntscheune (1742)', { level: 3 }),
              text('<p>Hier lieferten die Bauern einst den zehnten Teil ihrer Ernte ab.</p>'),
            ],
            [
              h('Dorfschule (1861)', { level: 3 }),
              text('<p>Eine Klasse, acht Jahrgänge, ein Lehrer – und Schiefertafeln für alle.</p>'),
            ],
            [
              h('Bockwindmühle (1788)', { level: 3 }),
              text('<p>Die ganze Mühle dreht sich auf einem einzigen Bock in den Wind.</p>'),
            ],
          ],
        },
      ],
      en: [
        {
          layout: '33-33-33',
          columns: [
            [
              h('Tithe barn (1742)', { level: 3 }),
              text('<p>Farmers once delivered a tenth of their harvest here.</p>'),
            ],
            [
              h('Village school (1861)', { level: 3 }),
              text('<p>One room, eight year groups, one teacher – and slates for everyone.</p>'),
            ],
            [
              h('Post windmill (1788)', { level: 3 }),
              text('<p>The whole mill turns into the wind on a single post.</p>'),
            ],
          ],
        },
      ],
      cs: [
        {
          layout: '33-33-33',
          columns: [
            [
              h('Desátková stodola (1742)', { level: 3 }),
              text('<p>Sem kdysi sedláci odváděli desetinu své úrody.</p>'),
            ],
            [
              h('Vesnická škola (1861)', { level: 3 }),
              text('<p>Jedna třída, osm ročníků, jeden učitel – a břidlicové tabulky pro všechny.</p>'),
            ],
            [h('Sloupový mlýn (1788)', { level: 3 }), text('<p>Celý mlýn se otáčí po větru na jediném sloupu.</p>')],
          ],
        },
      ],
    },
  });

  const history = await createPage(database, {
    paths: { de: '/museumsdorf/geschichte', en: '/museum-village/history', cs: '/muzejni-vesnice/historie' },
    title: { de: 'Geschichte des Museums', en: 'History of the museum', cs: 'Historie muzea' },
    parentId: village,
    position: 2,
    sections: {
      de: [
        {
          columns: [
            [
              text(
                '<p>1968 gründeten Lindenauer Bürgerinnen und Bürger einen Verein, um das vom Abriss bedrohte Tagelöhnerhaus aus Ottendorf zu retten. Heute betreut eine Stiftung das Museum mit 35 Mitarbeitenden und über 200 Ehrenamtlichen.</p>',
              ),
              image(img.chapel, 'medium', 'Die Dorfkapelle kam 1994 als letztes großes Gebäude ins Museum'),
            ],
          ],
        },
      ],
      en: [
        {
          columns: [
            [
              text(
                '<p>In 1968 citizens of Lindenau founded an association to save the day labourer’s cottage from Ottendorf from demolition. Today a foundation runs the museum with 35 staff and more than 200 volunteers.</p>',
              ),
              image(
                img.chapel,
                'medium',
                'The village chapel came to the museum in 1994, the last large building to do so',
              ),
            ],
          ],
        },
      ],
      cs: [
        {
          columns: [
            [
              text(
                '<p>V roce 1968 založili občané Lindenau spolek, aby zachránili nádenickou chalupu z Ottendorfu před demolicí. Dnes muzeum spravuje nadace s 35 zaměstnanci a více než 200 dobrovolníky.</p>',
              ),
              image(img.chapel, 'medium', 'Vesnická kaple přibyla do muzea v roce 1994 jako poslední velká stavba'),
            ],
          ],
        },
      ],
    },
  });

  const draft = await createPage(database, {
    paths: { de: '/sommerfest-2027', en: '/summer-festival-2027', cs: '/letni-slavnost-2027' },
    title: { de: 'Sommerfest 2027', en: 'Summer festival 2027', cs: 'Letní slavnost 2027' },
    isOnline: false,
    sections: {
      de: [{ columns: [[text('<p>Das Programm wird gerade zusammengestellt.</p>')]] }],
      en: [{ columns: [[text('<p>The programme is being put together.</p>')]] }],
      cs: [{ columns: [[text('<p>Program se právě připravuje.</p>')]] }],
    },
  });

  const landing = await createPage(database, {
    paths: { de: '/winterzauber', en: '/winter-magic', cs: '/zimni-kouzlo' },
    title: {
      de: 'Winterzauber im Museumsdorf',
      en: 'Winter magic in the museum village',
      cs: 'Zimní kouzlo v muzejní vesnici',
    },
    isLandingPage: true,
    ogImageId: img.winter,
    sections: {
      de: [
        {
          columns: [
            [
              h('Weihnachtsmarkt an drei Adventswochenenden', { preline: 'Winterzauber' }),
              image(img.winter, 'large', 'Verschneite Dächer am Dorfplatz'),
              text(
                '<p>Kerzenzieher, Krippenspiel in der Scheune und Glühwein vom Holzfeuer: Erleben Sie den Advent wie vor hundert Jahren.</p>',
              ),
            ],
          ],
        },
      ],
      en: [
        {
          columns: [
            [
              h('Christmas market on three Advent weekends', { preline: 'Winter magic' }),
              image(img.winter, 'large', 'Snow-covered roofs on the village square'),
              text(
                '<p>Candle dipping, a nativity play in the barn and mulled wine from the wood fire: experience Advent as it was a hundred years ago.</p>',
              ),
            ],
          ],
        },
      ],
      cs: [
        {
          columns: [
            [
              h('Vánoční trh o třech adventních víkendech', { preline: 'Zimní kouzlo' }),
              image(img.winter, 'large', 'Zasněžené střechy na návsi'),
              text(
                '<p>Výroba svíček, betlémská hra ve stodole a svařák z ohně: prožijte advent jako před sto lety.</p>',
              ),
            ],
          ],
        },
      ],
    },
  });

  return { home, visit, hours, directions, access, village, houses, history, draft, landing };
}
