import { formatInTimeZone } from 'date-fns-tz';
import { addDays } from 'date-fns';
import { de as deLocale, enGB, cs as csLocale } from 'date-fns/locale';
import type { Db } from '@/lib/db/client';
import { formEntries, formFields, forms } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';

export type DemoFormIds = { workshop: number; contact: number };

type FieldSeed = {
  slug: string;
  type: number;
  label: LocalizedText;
  required?: boolean;
  choices?: LocalizedText;
  default?: LocalizedText;
  placeholder?: LocalizedText;
  help?: LocalizedText;
};

const TZ = 'Europe/Berlin';
const quote = (choices: string[]) => choices.map((c) => (c.includes(',') ? `"${c}"` : c)).join(', ');

/** The next three Saturdays at least two weeks after the seed day, as course dates in each language. */
function courseDates(now: Date): LocalizedText {
  const start = addDays(now, 14);
  // ISO weekday: Monday 1 … Sunday 7; Saturday is 6.
  const saturday = addDays(start, (13 - Number(formatInTimeZone(start, TZ, 'i'))) % 7);
  const dates = [0, 7, 14].map((d) => addDays(saturday, d));
  return {
    de: quote(dates.map((d) => `${formatInTimeZone(d, TZ, 'EEEE, d. MMMM yyyy', { locale: deLocale })}, 10–15 Uhr`)),
    en: quote(dates.map((d) => `${formatInTimeZone(d, TZ, 'EEEE d MMMM yyyy', { locale: enGB })}, 10 am–3 pm`)),
    cs: quote(dates.map((d) => `${formatInTimeZone(d, TZ, 'EEEE d. MMMM yyyy', { locale: csLocale })}, 10–15 h`)),
  };
}

async function createForm(database: Db, form: typeof forms.$inferInsert, fields: FieldSeed[]) {
  const [row] = await database.insert(forms).values(form).returning({ id: forms.id });
  await database.insert(formFields).values(
    fields.map((f, position) => ({
      formId: row.id,
      position,
      slug: f.slug,
      fieldType: f.type,
      label: f.label,
      required: f.required ?? false,
      choices: f.choices ?? {},
      defaultValue: f.default ?? {},
      placeholder: f.placeholder ?? {},
      helpText: f.help ?? {},
    })),
  );
  return row.id;
}

const name: FieldSeed = {
  slug: 'name',
  type: 1,
  required: true,
  label: { de: 'Vor- und Nachname', en: 'First and last name', cs: 'Jméno a příjmení' },
  placeholder: { de: 'Erika Mustermann', en: 'Jane Smith', cs: 'Jana Nováková' },
};
const email: FieldSeed = {
  slug: 'email',
  type: 3,
  required: true,
  label: { de: 'E-Mail-Adresse', en: 'E-mail address', cs: 'E-mailová adresa' },
  placeholder: { de: 'name@beispiel.de', en: 'name@example.com', cs: 'jmeno@priklad.cz' },
};
const consent: FieldSeed = {
  slug: 'consent',
  type: 4,
  required: true,
  label: {
    de: 'Ich habe die Datenschutzerklärung gelesen und bin einverstanden, dass meine Angaben zur Bearbeitung gespeichert werden.',
    en: 'I have read the privacy policy and agree that my details are stored to handle my request.',
    cs: 'Přečetl(a) jsem si zásady ochrany osobních údajů a souhlasím s uložením svých údajů za účelem vyřízení.',
  },
};

/** A workshop registration and a contact form, in German, English and Czech, with two sample entries. */
export async function seedForms(database: Db, now = new Date()): Promise<DemoFormIds> {
  const workshop = await createForm(
    database,
    {
      slug: {
        de: 'korbflechten-fuer-einsteiger',
        en: 'basket-weaving-for-beginners',
        cs: 'pleteni-kosiku-pro-zacatecniky',
      },
      title: {
        de: 'Anmeldung: Korbflechten für Einsteiger',
        en: 'Registration: basket weaving for beginners',
        cs: 'Přihláška: pletení košíků pro začátečníky',
      },
      intro: {
        de: 'In der Korbmacherwerkstatt am Mühlenteich flechten Sie an einem Tag Ihren ersten Weidenkorb – Material, Werkzeug und Anleitung durch Korbmachermeisterin Hanne Berger inklusive. Kursgebühr 65 € pro Person, zahlbar am Kurstag an der Museumskasse.\n\nHöchstens acht Teilnehmende pro Termin. Sie erhalten innerhalb von zwei Werktagen eine Bestätigung per E-Mail.',
        en: 'In the basket maker’s workshop by the mill pond you weave your first willow basket in one day – materials, tools and guidance by master basket maker Hanne Berger included. Course fee €65 per person, payable on the day at the museum’s box office.\n\nAt most eight participants per date. You will receive a confirmation by e-mail within two working days.',
        cs: 'V košíkářské dílně u mlýnského rybníka si za jeden den upletete svůj první proutěný košík – materiál, nářadí a vedení mistrové košíkářky Hanne Bergerové jsou v ceně. Kurzovné 65 € za osobu, splatné v den kurzu u pokladny muzea.\n\nNejvýše osm účastníků na termín. Potvrzení obdržíte e-mailem do dvou pracovních dnů.',
      },
      thankYou: {
        de: 'Vielen Dank für Ihre Anmeldung zum Korbflechten! Wir prüfen die freien Plätze und bestätigen Ihren Termin innerhalb von zwei Werktagen per E-Mail.',
        en: 'Thank you for registering for basket weaving! We will check the places available and confirm your date by e-mail within two working days.',
        cs: 'Děkujeme za přihlášku na pletení košíků! Ověříme volná místa a termín vám potvrdíme e-mailem do dvou pracovních dnů.',
      },
      submitLabel: { de: 'Verbindlich anmelden', en: 'Register', cs: 'Závazně přihlásit' },
    },
    [
      name,
      email,
      {
        slug: 'phone',
        type: 1,
        label: {
          de: 'Telefon (für kurzfristige Änderungen)',
          en: 'Phone (for short-notice changes)',
          cs: 'Telefon (pro změny na poslední chvíli)',
        },
      },
      {
        slug: 'date',
        type: 8,
        required: true,
        label: { de: 'Wunschtermin', en: 'Preferred date', cs: 'Požadovaný termín' },
        choices: courseDates(now),
      },
      {
        slug: 'participants',
        type: 13,
        required: true,
        label: { de: 'Anzahl der Teilnehmenden', en: 'Number of participants', cs: 'Počet účastníků' },
        default: { de: '1', en: '1', cs: '1' },
        help: {
          de: 'Höchstens 4 Personen pro Anmeldung, Kinder ab 12 Jahren in Begleitung.',
          en: 'At most 4 people per registration; children from 12 with an adult.',
          cs: 'Nejvýše 4 osoby na přihlášku, děti od 12 let v doprovodu dospělého.',
        },
      },
      {
        slug: 'experience',
        type: 6,
        label: { de: 'Erfahrung mit Flechtarbeiten', en: 'Experience with weaving', cs: 'Zkušenosti s pletením' },
        choices: {
          de: 'Noch nie geflochten, Schon einmal ausprobiert, Regelmäßig',
          en: 'Never woven before, Tried it once, Regularly',
          cs: 'Nikdy jsem nepletl(a), Už jsem to zkusil(a), Pravidelně',
        },
      },
      {
        slug: 'extras',
        type: 5,
        label: { de: 'Dazubuchen', en: 'Add-ons', cs: 'Doplňky' },
        choices: {
          de: 'Mittagessen aus der Backstube (12 €), Leihschürze und Handschuhe (3 €)',
          en: 'Lunch from the bakehouse (€12), Apron and gloves to borrow (€3)',
          cs: 'Oběd z pekárny (12 €), Zapůjčení zástěry a rukavic (3 €)',
        },
      },
      {
        slug: 'photo',
        type: 9,
        label: {
          de: 'Foto Ihres Wunschkorbs (optional)',
          en: 'Photo of the basket you would like to make (optional)',
          cs: 'Fotografie košíku, který chcete uplést (nepovinné)',
        },
        help: {
          de: 'Hilft uns, die passende Weide vorzubereiten.',
          en: 'Helps us prepare the right willow.',
          cs: 'Pomůže nám připravit vhodné proutí.',
        },
      },
      {
        slug: 'notes',
        type: 2,
        label: { de: 'Anmerkungen', en: 'Notes', cs: 'Poznámky' },
        placeholder: {
          de: 'z. B. Linkshänder, Allergien',
          en: 'e.g. left-handed, allergies',
          cs: 'např. levák, alergie',
        },
      },
      {
        slug: 'source',
        type: 12,
        label: { de: 'Quelle', en: 'Source', cs: 'Zdroj' },
        default: { de: 'website', en: 'website', cs: 'website' },
      },
      consent,
    ],
  );

  const contact = await createForm(
    database,
    {
      slug: { de: 'kontakt', en: 'contact', cs: 'kontakt' },
      title: { de: 'Kontakt', en: 'Contact', cs: 'Kontakt' },
      intro: {
        de: 'Fragen zu Ihrem Besuch, einem Gruppenausflug oder einer Veranstaltung? Schreiben Sie uns – wir antworten werktags innerhalb von zwei Tagen.',
        en: 'Questions about your visit, a group outing or an event? Write to us – we answer within two working days.',
        cs: 'Máte otázky k návštěvě, skupinovému výletu nebo akci? Napište nám – odpovídáme ve všední dny do dvou dnů.',
      },
      thankYou: {
        de: 'Danke für Ihre Nachricht! Wir melden uns innerhalb von zwei Werktagen bei Ihnen.',
        en: 'Thank you for your message! We will get back to you within two working days.',
        cs: 'Děkujeme za zprávu! Ozveme se vám do dvou pracovních dnů.',
      },
      submitLabel: { de: 'Nachricht senden', en: 'Send message', cs: 'Odeslat zprávu' },
    },
    [
      name,
      email,
      {
        slug: 'topic',
        type: 6,
        required: true,
        label: { de: 'Worum geht es?', en: 'What is it about?', cs: 'Čeho se dotaz týká?' },
        choices: {
          de: 'Allgemeine Frage, Gruppenbesuch, Schulklasse, Presse, Hochzeit oder Feier',
          en: 'General question, Group visit, School class, Press, Wedding or party',
          cs: 'Obecný dotaz, Skupinová návštěva, Školní třída, Tisk, Svatba nebo oslava',
        },
      },
      {
        slug: 'message',
        type: 2,
        required: true,
        label: { de: 'Ihre Nachricht', en: 'Your message', cs: 'Vaše zpráva' },
      },
      {
        slug: 'attachment',
        type: 9,
        label: { de: 'Anhang (optional)', en: 'Attachment (optional)', cs: 'Příloha (nepovinná)' },
      },
      consent,
    ],
  );

  const firstDate = (courseDates(now).de ?? '').match(/^"([^"]+)"/)?.[1] ?? '';
  await database.insert(formEntries).values([
    {
      formId: workshop,
      locale: 'de',
      values: {
        name: 'Gisela Hartmann',
        email: 'g.hartmann@example.org',
        phone: '0351 445566',
        date: firstDate,
        participants: '2',
        experience: 'Noch nie geflochten',
        extras: ['Mittagessen aus der Backstube (12 €)'],
        photo: '',
        notes: 'Wir kommen mit dem Rad.',
        source: 'website',
        consent: true,
      },
    },
    {
      formId: contact,
      locale: 'en',
      values: {
        name: 'Tom Whitfield',
        email: 'tom.whitfield@example.com',
        topic: 'School class',
        message: 'Could a class of 24 pupils (age 10) visit the village school on a weekday in May?',
        attachment: '',
        consent: true,
      },
    },
  ]);
  return { workshop, contact };
}
