import type { Db } from '@/lib/db/client';
import {
  breakingNews,
  designSettings,
  navItems,
  openingHours,
  openingHoursExceptions,
  redirects,
  siteSettings,
} from '@/lib/db/schema';
import type { DemoPageIds } from './pages';

/** Navigation, opening hours, breaking news, redirects and settings of the demo village. */
export async function seedSite(database: Db, pages: DemoPageIds, now = new Date()) {
  await database.insert(siteSettings).values({ id: 1, isSiteOnline: true, isShopOnline: true });
  await database.insert(designSettings).values({ id: 1, data: {} });

  const menu = async (entry: typeof navItems.$inferInsert) =>
    (await database.insert(navItems).values(entry).returning({ id: navItems.id }))[0].id;
  const visit = await menu({
    menu: 'main',
    position: 1,
    label: { de: 'Besuch planen', en: 'Plan your visit', cs: 'Plánujte návštěvu' },
    pageId: pages.visit,
    hasTabNavigation: true,
  });
  await menu({
    menu: 'main',
    parentId: visit,
    position: 1,
    label: { de: 'Öffnungszeiten & Preise', en: 'Opening hours & admission', cs: 'Otevírací doba a vstupné' },
    pageId: pages.hours,
  });
  await menu({
    menu: 'main',
    parentId: visit,
    position: 2,
    label: { de: 'Anreise', en: 'Getting here', cs: 'Doprava' },
    pageId: pages.directions,
  });
  await menu({
    menu: 'main',
    parentId: visit,
    position: 3,
    label: { de: 'Barrierefreiheit', en: 'Accessibility', cs: 'Bezbariérovost' },
    pageId: pages.access,
  });
  const village = await menu({
    menu: 'main',
    position: 2,
    label: { de: 'Das Museumsdorf', en: 'The museum village', cs: 'Muzejní vesnice' },
    pageId: pages.village,
  });
  await menu({
    menu: 'main',
    parentId: village,
    position: 1,
    label: { de: 'Häuser und Höfe', en: 'Houses and farmsteads', cs: 'Domy a statky' },
    pageId: pages.houses,
  });
  await menu({
    menu: 'main',
    parentId: village,
    position: 2,
    label: { de: 'Geschichte', en: 'History', cs: 'Historie' },
    pageId: pages.history,
  });
  await menu({
    menu: 'main',
    position: 3,
    label: { de: 'Programm', en: 'Programme', cs: 'Program' },
    url: { de: '/de/programm/veranstaltungen', en: '/en/program/events', cs: '/cs/program/udalosti' },
  });
  await menu({
    menu: 'main',
    position: 4,
    label: { de: 'Magazin', en: 'Magazine', cs: 'Magazín' },
    url: { de: '/de/mediathek-de', en: '/en/mediathek-en', cs: '/cs/mediathek-de' },
  });
  await menu({
    menu: 'secondary',
    position: 1,
    label: { de: 'Team', en: 'Team', cs: 'Tým' },
    url: { de: '/de/team', en: '/en/team', cs: '/cs/team' },
  });
  await menu({
    menu: 'secondary',
    position: 2,
    label: { de: 'Ticketshop', en: 'Ticket shop', cs: 'Vstupenky' },
    url: { de: '/webshop', en: '/webshop', cs: '/webshop' },
  });
  await menu({
    menu: 'footer',
    position: 1,
    label: { de: 'Anreise', en: 'Getting here', cs: 'Doprava' },
    pageId: pages.directions,
  });
  await menu({
    menu: 'footer',
    position: 2,
    label: { de: 'Barrierefreiheit', en: 'Accessibility', cs: 'Bezbariérovost' },
    pageId: pages.access,
  });
  await menu({
    menu: 'footer',
    position: 3,
    label: { de: 'Geschichte', en: 'History', cs: 'Historie' },
    pageId: pages.history,
  });
  await menu({
    menu: 'sticky',
    position: 1,
    label: { de: 'Öffnungszeiten', en: 'Opening hours', cs: 'Otevírací doba' },
    pageId: pages.hours,
  });
  await menu({
    menu: 'sticky',
    position: 2,
    label: { de: 'Anreise', en: 'Directions', cs: 'Doprava' },
    pageId: pages.directions,
  });

  // Seasons of last, this and next year: Tue–Sun 9–18 from April to October, weekends 10–16 in winter.
  const year = now.getUTCFullYear();
  const rows: (typeof openingHours.$inferInsert)[] = [];
  for (const y of [year - 1, year, year + 1]) {
    for (let weekday = 0; weekday < 7; weekday++) {
      rows.push(
        weekday === 1
          ? { weekday, closed: true, validFrom: `${y}-04-01`, validTo: `${y}-10-31` }
          : { weekday, timeFrom: '09:00', timeTo: '18:00', validFrom: `${y}-04-01`, validTo: `${y}-10-31` },
      );
      const weekend = weekday === 0 || weekday === 6;
      rows.push(
        weekend
          ? { weekday, timeFrom: '10:00', timeTo: '16:00', validFrom: `${y}-11-01`, validTo: `${y + 1}-03-31` }
          : {
              weekday,
              closed: true,
              validFrom: `${y}-11-01`,
              validTo: `${y + 1}-03-31`,
              alternativeText: {
                de: 'Werktags nur Gruppen nach Anmeldung',
                en: 'Weekdays: groups by appointment only',
                cs: 'Ve všední dny jen skupiny po objednání',
              },
            },
      );
    }
  }
  await database.insert(openingHours).values(rows);
  const exceptions: (typeof openingHoursExceptions.$inferInsert)[] = [];
  for (const y of [year - 1, year, year + 1]) {
    exceptions.push(
      {
        dateFrom: `${y}-12-24`,
        dateTo: `${y}-12-26`,
        closed: true,
        alternativeText: { de: 'Weihnachten geschlossen', en: 'Closed for Christmas', cs: 'O Vánocích zavřeno' },
      },
      { dateFrom: `${y}-12-31`, dateTo: `${y}-12-31`, timeFrom: '10:00', timeTo: '14:00' },
      // The Christmas market opens every Advent weekend day until the evening; weekdays stay closed.
      {
        dateFrom: `${y}-12-05`,
        dateTo: `${y}-12-07`,
        timeFrom: '11:00',
        timeTo: '20:00',
        alternativeText: { de: 'Weihnachtsmarkt', en: 'Christmas market', cs: 'Vánoční trh' },
        alternativeLinkUrl: '/de/winterzauber',
      },
    );
  }
  await database.insert(openingHoursExceptions).values(exceptions);

  await database.insert(breakingNews).values({
    title: {
      de: 'Weihnachtsmarkt im Museumsdorf',
      en: 'Christmas market in the museum village',
      cs: 'Vánoční trh v muzejní vesnici',
    },
    text: {
      de: 'Vom 5. bis 7. Dezember ist das Dorf bis 20 Uhr geöffnet – mit Kerzenziehen, Krippenspiel und Glühwein.',
      en: 'From 5 to 7 December the village is open until 8 pm – with candle dipping, a nativity play and mulled wine.',
      cs: 'Od 5. do 7. prosince je vesnice otevřena do 20 h – s výrobou svíček, betlémskou hrou a svařákem.',
    },
    linkUrl: { de: '/de/winterzauber', en: '/en/winter-magic', cs: '/cs/zimni-kouzlo' },
    linkTitle: { de: 'Mehr erfahren', en: 'Find out more', cs: 'Více informací' },
  });

  await database.insert(redirects).values([
    { oldPath: '/de/oeffnungszeiten', newPath: '/de/besuch/oeffnungszeiten' },
    { oldPath: '/en/opening-times', newPath: '/en/visit/opening-hours' },
    { oldPath: '/de/das-dorf', newPath: '/de/museumsdorf' },
    { oldPath: '/de/anfahrt.html', newPath: '/de/besuch/anreise' },
  ]);
}
