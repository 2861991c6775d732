import { eq } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import type { Db } from '@/lib/db/client';
import * as s from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';
import { timeZone } from '@/i18n/config';
import { addDays, berlinAt, berlinDay } from '@/lib/berlin-time';
import { slugify } from '@/lib/slug';
import { createOffer } from '@/features/ticket-offers/server';
import type { DemoImageIds } from './images';
import {
  categorySeeds,
  exhibitionTypeSeeds,
  genreSeeds,
  L,
  personSeeds,
  productionTagSeeds,
  seriesSeeds,
  tagSeeds,
  venueSeeds,
} from './programme-data';
import { seedPortrait, seedProgrammeImages } from './programme-images';
import { eventPlans, offerFor } from './programme-plan';
import { seedSeating } from './seating';
import { productionSeeds } from './programme-productions';

const slugs = (text: LocalizedText): LocalizedText =>
  Object.fromEntries(Object.entries(text).map(([k, v]) => [k, slugify(v ?? '')]));

/** The seed day in Berlin plus `days`, at a Berlin wall-clock time. */
const seedDayAt = (now: Date, days: number, time: string) => berlinAt(addDays(berlinDay(now), days), time);

/** Start of the first id_jet of the demo (the box office keys offers by it). */
const DEMO_ID_JET_START = 40001;

export async function seedProgramme(database: Db, images: DemoImageIds, now = new Date()) {
  const pictures = await seedProgrammeImages(database);
  const img = (key: string) => (pictures as Record<string, number>)[key] ?? images[key] ?? null;

  const types = await database
    .insert(s.exhibitionTypes)
    .values(exhibitionTypeSeeds.map((t, i) => ({ slug: t.slug, name: t.name, position: i })))
    .returning();
  const typeId = (slug: string) => types.find((t) => t.slug === slug)!.id;
  const tags = await database
    .insert(s.eventTags)
    .values(tagSeeds.map((t, i) => ({ name: t.name, showInFilter: t.show, position: i })))
    .returning();
  const tagId = (key: string) => tags[tagSeeds.findIndex((t) => t.key === key)].id;
  const genres = await database
    .insert(s.genres)
    .values(genreSeeds.map((g, i) => ({ name: g.name, position: i })))
    .returning();
  const genreId = (key: string) => genres[genreSeeds.findIndex((g) => g.key === key)].id;
  const pTags = await database
    .insert(s.productionTags)
    .values(productionTagSeeds.map((t, i) => ({ name: t.name, position: i })))
    .returning();
  const pTagId = (key: string) => pTags[productionTagSeeds.findIndex((t) => t.key === key)].id;

  const year = Number(formatInTimeZone(now, timeZone, 'yyyy'));
  const seasons = await database
    .insert(s.seasons)
    .values([
      {
        name: L(
          `Spielzeit ${year - 1}/${String(year).slice(2)}`,
          `Season ${year - 1}/${String(year).slice(2)}`,
          `Sezóna ${year - 1}/${String(year).slice(2)}`,
        ),
        dateFrom: `${year - 1}-08-01`,
        dateTo: `${year}-07-31`,
      },
      {
        name: L(
          `Spielzeit ${year}/${String(year + 1).slice(2)}`,
          `Season ${year}/${String(year + 1).slice(2)}`,
          `Sezóna ${year}/${String(year + 1).slice(2)}`,
        ),
        dateFrom: `${year}-08-01`,
        dateTo: `${year + 1}-07-31`,
      },
    ])
    .returning();

  const venueIds: Record<string, number> = {};
  const roomIds: Record<string, number[]> = {};
  for (const [i, v] of venueSeeds.entries()) {
    const [venue] = await database
      .insert(s.venues)
      .values({
        name: v.name,
        slug: slugs(v.name),
        description: v.description,
        street: v.street,
        zip: '01723',
        city: 'Lindenau',
        latitude: v.lat,
        longitude: v.lng,
        imageId: img(v.image),
        position: i,
      })
      .returning();
    venueIds[v.key] = venue.id;
    const rooms = await database
      .insert(s.rooms)
      .values(v.rooms.map((name, position) => ({ venueId: venue.id, name, position })))
      .returning();
    roomIds[v.key] = rooms.map((r) => r.id);
  }

  const seriesIds: Record<string, number> = {};
  for (const [i, item] of seriesSeeds.entries()) {
    const [row] = await database
      .insert(s.series)
      .values({
        name: item.name,
        slug: slugs(item.name),
        teaser: item.teaser,
        description: item.description,
        isSubscription: item.subscription,
        subscriptionPrice: 'price' in item ? item.price : null,
        imageId: img(item.image),
        position: i,
      })
      .returning();
    // A subscription's shop page is keyed by the series id, known only once the row exists.
    if (item.subscription)
      await database
        .update(s.series)
        .set({ ticketUrl: `/webshop/subscriptions/${row.id}` })
        .where(eq(s.series.id, row.id));
    seriesIds[item.key] = row.id;
  }

  const categories = await database
    .insert(s.personCategories)
    .values(categorySeeds.map((c, i) => ({ name: c.name, position: i })))
    .returning();
  const personIds: Record<string, number> = {};
  for (const [i, p] of personSeeds.entries()) {
    const fullName = `${p.name[0]} ${p.name[1]}`;
    const imageId = await seedPortrait(database, fullName.replace(/^Dr\. /, ''), i);
    const [row] = await database
      .insert(s.persons)
      .values({
        firstName: p.name[0],
        lastName: p.name[1],
        slug: slugify(fullName),
        categoryId: categories[categorySeeds.findIndex((c) => c.key === p.category)].id,
        role: p.role,
        biography: p.bio,
        imageId,
        position: i,
      })
      .returning();
    personIds[p.key] = row.id;
  }

  const productionIds: Record<string, number> = {};
  for (const [i, p] of productionSeeds.entries()) {
    const [row] = await database
      .insert(s.productions)
      .values({
        title: p.title,
        slug: slugs(p.title),
        subtitle: p.subtitle,
        teaser: p.teaser,
        description: p.description,
        duration: p.duration,
        seasonId: seasons[i % 5 === 4 ? 0 : 1].id,
        exhibitionTypeId: typeId(p.type),
        venueId: venueIds[p.venue],
        imageId: img(p.image),
        position: i,
      })
      .returning();
    productionIds[p.key] = row.id;
    await database
      .insert(s.productionProductionTags)
      .values(p.tags.map((t) => ({ productionId: row.id, tagId: pTagId(t) })));
    await database.insert(s.productionPersons).values(
      p.cast.map(([person, role], position) => ({
        productionId: row.id,
        personId: personIds[person],
        role,
        position,
      })),
    );
  }

  const seedWeekday = Number(formatInTimeZone(now, timeZone, 'i')) % 7;
  let idJet = DEMO_ID_JET_START;
  const eventIds: number[] = [];
  const seatedOffers: number[] = [];
  for (const plan of eventPlans(seedWeekday)) {
    const production = plan.production ? productionSeeds.find((p) => p.key === plan.production) : undefined;
    const title = plan.title ?? production!.title;
    for (const [index, day] of plan.days.entries()) {
      const start = seedDayAt(now, day, plan.time);
      const ticketed = Boolean(plan.offer);
      const jet = ticketed ? idJet++ : null;
      const [row] = await database
        .insert(s.events)
        .values({
          title,
          slug: slugs(title),
          subtitle: plan.subtitle ?? production?.subtitle ?? {},
          teaser: plan.teaser ?? production?.teaser ?? {},
          description: plan.description ?? production?.description ?? {},
          eventType: plan.eventType,
          dateStart: start,
          dateEnd: new Date(start.getTime() + plan.minutes * 60_000),
          status: plan.cancelled === index ? 'cancelled' : 'scheduled',
          isFree: !ticketed,
          venueId: venueIds[plan.venue],
          roomId: roomIds[plan.venue][plan.room],
          exhibitionTypeId: typeId(plan.type),
          seriesId: plan.series ? seriesIds[plan.series] : null,
          genreId: genreId(plan.genre),
          productionId: plan.production ? productionIds[plan.production] : null,
          imageId: img(plan.image ?? production?.image ?? 'village'),
          ticketUrl: jet ? `/webshop/event/${jet}` : null,
          idJet: jet,
        })
        .returning({ id: s.events.id });
      eventIds.push(row.id);
      if (plan.tags.length)
        await database.insert(s.eventEventTags).values(plan.tags.map((t) => ({ eventId: row.id, tagId: tagId(t) })));
      if (jet && plan.offer && day >= 0) {
        const { offerId } = await createOffer(database, offerFor(plan.offer, jet, start, title));
        if (plan.offer === 'seated') seatedOffers.push(offerId);
      }
    }
  }

  await seedSeating(database, venueIds.barn, seatedOffers, now);

  const day = (offset: number) => seedDayAt(now, offset, '12:00').toISOString().slice(0, 10);
  await database.insert(s.eventTeasers).values([
    {
      name: 'Theaterabo',
      position: day(3),
      preline: L('Abonnement', 'Subscription', 'Předplatné'),
      headline: L('Dreimal Theater, einmal zahlen', 'Three plays, one price', 'Třikrát divadlo, jedna cena'),
      subline: L(
        'Mit dem Theaterabo sparen Sie ein Drittel.',
        'Save a third with the theatre subscription.',
        'S divadelním předplatným ušetříte třetinu.',
      ),
      linkText: L('Zum Abonnement', 'See the subscription', 'K předplatnému'),
      link: {
        de: `/de/series/${slugify('Theater in der Zehntscheune')}/${seriesIds.theatre}`,
        en: `/en/series/${slugify('Theatre in the tithe barn')}/${seriesIds.theatre}`,
        cs: `/cs/series/${slugify('Divadlo v desátkové stodole')}/${seriesIds.theatre}`,
      },
      imageId: img('stage'),
    },
    {
      name: 'Gutscheine',
      position: day(10),
      preline: L('Geschenkidee', 'Gift idea', 'Tip na dárek'),
      headline: L(
        'Einen Tag im Museumsdorf verschenken',
        'Give a day in the museum village',
        'Darujte den v muzejní vesnici',
      ),
      subline: L(
        'Gutscheine für Kurse, Führungen und Theater.',
        'Vouchers for courses, tours and theatre.',
        'Poukázky na kurzy, prohlídky a divadlo.',
      ),
      linkText: L('Gutschein bestellen', 'Order a voucher', 'Objednat poukázku'),
      link: { de: '/webshop/vouchers', en: '/webshop/vouchers', cs: '/webshop/vouchers' },
      imageId: img('bread'),
    },
    {
      name: 'Dorffest',
      position: day(30),
      preline: L('Vormerken', 'Save the date', 'Poznamenejte si'),
      headline: L('Das Dorffest kommt', 'The village festival is coming', 'Blíží se vesnická slavnost'),
      subline: L(
        'Drei Tage Handwerk, Musik und Tanz.',
        'Three days of crafts, music and dancing.',
        'Tři dny řemesel, hudby a tance.',
      ),
      linkText: L('Mehr erfahren', 'Find out more', 'Více informací'),
      link: {
        de: '/de/programm/veranstaltungen?type=50',
        en: '/en/program/events?type=50',
        cs: '/cs/program/udalosti?type=50',
      },
      imageId: img('festival'),
    },
  ]);

  return { venues: venueIds, series: seriesIds, productions: productionIds, persons: personIds, events: eventIds };
}
