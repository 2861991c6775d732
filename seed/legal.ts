import type { Locale } from '@/i18n/config';
import type { Db } from '@/lib/db/client';
import { createPage, h, text } from './builders';
import type { DemoFormIds } from './forms';

export type DemoLegalIds = { gtc: number; privacy: number; imprint: number; accessibility: number };

type Part = { heading: string; html: string };

/**
 * The operator is fictional (Stiftung Freilichtmuseum Lindenau, .example addresses, numbers marked
 * as such), the texts are written as a real museum's would be: what they say about cookies, sessions,
 * the box office and embeds is what this code does (names and durations are taken from it).
 */
const STAND: Record<Locale, string> = {
  de: 'Stand: 1. November 2026',
  en: 'Last updated: 1 November 2026',
  cs: 'Stav k 1. listopadu 2026',
};

const sections = (parts: Record<Locale, Part[]>) =>
  Object.fromEntries(
    (Object.keys(parts) as Locale[]).map((locale) => [
      locale,
      [
        {
          columns: [
            [text(`<p><em>${STAND[locale]}</em></p>`), ...parts[locale].flatMap((p) => [h(p.heading), text(p.html)])],
          ],
        },
      ],
    ]),
  ) as Record<Locale, { columns: unknown[][] }[]>;

const ADDRESS = 'Am Dorfanger 1, 01234 Lindenau';
const MAIL = 'info@museumsdorf-lindenau.example';
const PRIVACY_MAIL = 'datenschutz@museumsdorf-lindenau.example';
const TICKETS_MAIL = 'kasse@museumsdorf-lindenau.example';
const ACCESS_MAIL = 'barrierefrei@museumsdorf-lindenau.example';
const PHONE = { de: '01234 5678-0', en: '+49 1234 5678-0', cs: '+49 1234 5678-0' };
const BOX_OFFICE_PHONE = { de: '01234 5678-20', en: '+49 1234 5678-20', cs: '+49 1234 5678-20' };

/** Terms of the box office, privacy policy, imprint and accessibility statement of the demo operator. */
export async function seedLegal(database: Db, formIds: DemoFormIds): Promise<DemoLegalIds> {
  const contact = {
    de: `/de/forms/kontakt/${formIds.contact}`,
    en: `/en/forms/contact/${formIds.contact}`,
    cs: `/cs/forms/kontakt/${formIds.contact}`,
  };

  const gtc = await createPage(database, {
    paths: { de: '/agb', en: '/agb', cs: '/agb' },
    title: {
      de: 'Allgemeine Geschäftsbedingungen',
      en: 'General terms and conditions',
      cs: 'Všeobecné obchodní podmínky',
    },
    contentType: 'legal',
    sections: sections({
      de: [
        {
          heading: '1. Geltungsbereich',
          html: `<p>Diese Bedingungen gelten für alle Verträge über Eintrittskarten, Veranstaltungs- und Kurstickets, Abonnements und Gutscheine, die Sie im Ticketshop dieser Website oder an der Museumskasse mit der Stiftung Freilichtmuseum Lindenau, ${ADDRESS} („Museum“), schließen. Abweichende Bedingungen der Käuferin oder des Käufers gelten nicht.</p>`,
        },
        {
          heading: '2. Warenkorb und Reservierung',
          html: '<p>Tickets, die Sie in den Warenkorb legen, sind <strong>15 Minuten</strong> für Sie reserviert. Schließen Sie die Bestellung in dieser Zeit nicht ab, gibt der Shop die Plätze automatisch wieder frei. Die Darstellung der Veranstaltungen im Shop ist noch kein verbindliches Angebot.</p>',
        },
        {
          heading: '3. Vertragsschluss',
          html: '<p>Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab. Sie erhalten eine E-Mail mit der Bestellnummer und einem persönlichen Link zu Ihrer Bestellung. Bei Zahlung auf Rechnung oder an der Kasse bestätigen Sie die Bestellung über diesen Link innerhalb der angegebenen Frist; bei Online-Zahlung gilt die erfolgreiche Zahlung als Bestätigung. Der Vertrag kommt mit der Bestätigung zustande. Wird eine Bestellung nicht fristgerecht bestätigt oder bezahlt, verfällt sie und die Plätze werden frei.</p>',
        },
        {
          heading: '4. Preise und Zahlung',
          html: '<p>Es gelten die bei der Bestellung angezeigten Preise in Euro einschließlich der gesetzlichen Umsatzsteuer. Ermäßigungen gelten nur mit Nachweis, der beim Einlass vorzuzeigen ist. Sie zahlen auf Rechnung, an der Museumskasse oder, soweit angeboten, online per Karte; Gutscheinguthaben wird auf den Bestellwert angerechnet.</p>',
        },
        {
          heading: '5. Tickets und Einlass',
          html: '<p>Nach der Bestätigung stehen Ihre Tickets mit QR-Code auf der Bestellseite als PDF bereit. Jeder Code berechtigt einmal zum Einlass und wird am Eingang gescannt; ein bereits entwerteter Code wird abgewiesen. Bitte behandeln Sie den Link zu Ihrer Bestellung wie ein Ticket.</p>',
        },
        {
          heading: '6. Kein Widerrufsrecht, Stornierung',
          html: '<p>Für Tickets zu Freizeitveranstaltungen mit festem Termin besteht kein gesetzliches Widerrufsrecht (§ 312g Abs. 2 Nr. 9 BGB). Wir bieten trotzdem an:</p><ul><li>Nicht bezahlte Bestellungen und Bestellungen, die allein mit Gutschein bezahlt wurden, können Sie über den Link in Ihrer Bestell-E-Mail bis zum Beginn des ersten Termins kostenfrei stornieren; Gutscheinguthaben wird zurückgebucht.</li><li>Bezahlte Bestellungen storniert die Museumskasse (kasse@museumsdorf-lindenau.example); den Betrag erstatten wir auf dem Zahlungsweg.</li><li>Kurse können Sie bis 7 Tage vor dem Termin kostenfrei absagen.</li></ul>',
        },
        {
          heading: '7. Absage durch das Museum',
          html: '<p>Muss eine Veranstaltung wegen Unwetter, Krankheit oder behördlicher Anordnung ausfallen, informieren wir Sie per E-Mail und erstatten den vollen Preis oder bieten einen Ersatztermin an. Weitergehende Ansprüche bestehen nur bei Vorsatz oder grober Fahrlässigkeit des Museums.</p>',
        },
        {
          heading: '8. Gutscheine',
          html: '<p>Wertgutscheine über 25, 50 oder 100 Euro sind bis zum 31. Dezember des dritten Jahres nach dem Kauf einlösbar, im Ticketshop und an der Museumskasse, auch in Teilbeträgen. Eine Barauszahlung ist ausgeschlossen. Wer den Gutscheincode kennt, kann ihn einlösen: Bitte bewahren Sie ihn sorgfältig auf.</p>',
        },
        {
          heading: '9. Hausordnung',
          html: '<p>Auf dem Museumsgelände gilt die Hausordnung. Offenes Feuer, Drohnen und das Betreten gesperrter Gebäude sind nicht erlaubt. Hunde sind angeleint willkommen, ausgenommen in Ställen und Ausstellungsräumen.</p>',
        },
        {
          heading: '10. Streitbeilegung',
          html: '<p>Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Es gilt deutsches Recht.</p>',
        },
      ],
      en: [
        {
          heading: '1. Scope',
          html: `<p>These terms apply to all contracts for admission, event and course tickets, subscriptions and vouchers that you conclude in this website’s ticket shop or at the box office with the Lindenau Open-Air Museum Foundation (Stiftung Freilichtmuseum Lindenau), ${ADDRESS}, Germany (“museum”). Terms of the buyer do not apply.</p>`,
        },
        {
          heading: '2. Cart and reservation',
          html: '<p>Tickets you put in the cart are reserved for you for <strong>15 minutes</strong>. If you do not complete the order within this time, the shop releases the places automatically. Events shown in the shop are not yet a binding offer.</p>',
        },
        {
          heading: '3. Contract',
          html: '<p>By sending the order you make a binding offer. You receive an e-mail with the order number and a personal link to your order. If you pay by invoice or at the box office, you confirm the order with this link within the period stated; if you pay online, the successful payment confirms it. The contract is concluded with the confirmation. An order that is not confirmed or paid in time expires and its places are released.</p>',
        },
        {
          heading: '4. Prices and payment',
          html: '<p>The prices shown when ordering apply, in euros including statutory VAT. Reduced prices apply only with proof, to be shown at the entrance. You pay by invoice, at the box office or, where offered, online by card; voucher credit is deducted from the order total.</p>',
        },
        {
          heading: '5. Tickets and admission',
          html: '<p>Once the order is confirmed, your tickets with QR codes are available as a PDF on the order page. Each code admits once and is scanned at the entrance; a code already used is refused. Please treat the link to your order like a ticket.</p>',
        },
        {
          heading: '6. No right of withdrawal, cancellation',
          html: '<p>Tickets for leisure events on a fixed date carry no statutory right of withdrawal (section 312g(2) no. 9 of the German Civil Code). We nevertheless offer:</p><ul><li>Unpaid orders, and orders paid with a voucher alone, can be cancelled free of charge with the link in your order e-mail until the first date begins; voucher credit is restored.</li><li>Paid orders are cancelled by the box office (kasse@museumsdorf-lindenau.example); we refund the amount the way it was paid.</li><li>You may cancel a course free of charge up to 7 days before the date.</li></ul>',
        },
        {
          heading: '7. Cancellation by the museum',
          html: '<p>If an event has to be cancelled because of severe weather, illness or an order of the authorities, we inform you by e-mail and refund the full price or offer another date. Further claims exist only in case of intent or gross negligence on the museum’s part.</p>',
        },
        {
          heading: '8. Vouchers',
          html: '<p>Vouchers worth 25, 50 or 100 euros can be redeemed until 31 December of the third year after purchase, in the ticket shop and at the box office, also in part. They cannot be exchanged for cash. Anyone who knows the voucher code can redeem it: please keep it safe.</p>',
        },
        {
          heading: '9. House rules',
          html: '<p>The house rules apply on the museum grounds. Open fires, drones and entering closed buildings are not permitted. Dogs on a lead are welcome, except in stables and exhibition rooms.</p>',
        },
        {
          heading: '10. Dispute resolution',
          html: '<p>We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. German law applies.</p>',
        },
      ],
      cs: [
        {
          heading: '1. Působnost',
          html: `<p>Tyto podmínky platí pro všechny smlouvy o vstupenkách, vstupenkách na akce a kurzy, předplatném a poukázkách, které uzavřete v e-shopu tohoto webu nebo u pokladny s Nadací skanzenu Lindenau (Stiftung Freilichtmuseum Lindenau), ${ADDRESS}, Německo („muzeum“). Podmínky kupujícího neplatí.</p>`,
        },
        {
          heading: '2. Košík a rezervace',
          html: '<p>Vstupenky vložené do košíku jsou pro vás rezervovány <strong>15 minut</strong>. Pokud objednávku v této době nedokončíte, e-shop místa automaticky uvolní. Zobrazení akcí v e-shopu ještě není závaznou nabídkou.</p>',
        },
        {
          heading: '3. Uzavření smlouvy',
          html: '<p>Odesláním objednávky činíte závaznou nabídku. Obdržíte e-mail s číslem objednávky a osobním odkazem na objednávku. Při platbě na fakturu nebo u pokladny objednávku potvrdíte tímto odkazem v uvedené lhůtě; při platbě online je potvrzením úspěšná platba. Smlouva vzniká potvrzením. Objednávka, která není včas potvrzena nebo zaplacena, propadá a místa se uvolní.</p>',
        },
        {
          heading: '4. Ceny a platba',
          html: '<p>Platí ceny zobrazené při objednávce v eurech včetně zákonné DPH. Slevy platí jen s dokladem, který předložíte u vstupu. Platíte na fakturu, u pokladny muzea nebo, je-li nabízeno, online kartou; kredit z poukázky se odečte od ceny objednávky.</p>',
        },
        {
          heading: '5. Vstupenky a vstup',
          html: '<p>Po potvrzení jsou vaše vstupenky s QR kódem k dispozici jako PDF na stránce objednávky. Každý kód opravňuje k jednomu vstupu a u vchodu se skenuje; již použitý kód bude odmítnut. S odkazem na objednávku zacházejte jako se vstupenkou.</p>',
        },
        {
          heading: '6. Bez práva na odstoupení, storno',
          html: '<p>U vstupenek na volnočasové akce s pevným termínem nevzniká zákonné právo na odstoupení (§ 312g odst. 2 bod 9 německého občanského zákoníku). Přesto nabízíme:</p><ul><li>Nezaplacené objednávky a objednávky zaplacené pouze poukázkou můžete bezplatně stornovat odkazem v e-mailu s objednávkou až do začátku prvního termínu; kredit z poukázky se vrátí.</li><li>Zaplacené objednávky stornuje pokladna muzea (kasse@museumsdorf-lindenau.example); částku vrátíme stejnou cestou, jakou byla zaplacena.</li><li>Kurz můžete bezplatně zrušit nejpozději 7 dní před termínem.</li></ul>',
        },
        {
          heading: '7. Zrušení akce muzeem',
          html: '<p>Pokud se akce musí zrušit kvůli nepřízni počasí, nemoci nebo nařízení úřadů, informujeme vás e-mailem a vrátíme plnou cenu nebo nabídneme náhradní termín. Další nároky vznikají jen při úmyslu nebo hrubé nedbalosti muzea.</p>',
        },
        {
          heading: '8. Poukázky',
          html: '<p>Hodnotové poukázky na 25, 50 nebo 100 eur lze uplatnit do 31. prosince třetího roku po nákupu, v e-shopu i u pokladny, také po částech. Nelze je směnit za hotovost. Poukázku může uplatnit každý, kdo zná její kód: dobře jej uschovejte.</p>',
        },
        {
          heading: '9. Návštěvní řád',
          html: '<p>V areálu muzea platí návštěvní řád. Otevřený oheň, drony a vstup do uzavřených budov nejsou povoleny. Psi na vodítku jsou vítáni, kromě stájí a výstavních prostor.</p>',
        },
        {
          heading: '10. Řešení sporů',
          html: '<p>Nejsme ochotni ani povinni účastnit se řízení o řešení sporů před spotřebitelským rozhodčím orgánem. Platí německé právo.</p>',
        },
      ],
    }),
  });

  const privacy = await createPage(database, {
    paths: { de: '/datenschutz', en: '/datenschutz', cs: '/datenschutz' },
    title: { de: 'Datenschutzerklärung', en: 'Privacy policy', cs: 'Ochrana osobních údajů' },
    contentType: 'legal',
    sections: sections({
      de: [
        {
          heading: 'Verantwortliche Stelle',
          html: `<p>Stiftung Freilichtmuseum Lindenau, ${ADDRESS}, Telefon ${PHONE.de}, ${PRIVACY_MAIL}. Unsere Datenschutzbeauftragte erreichen Sie unter derselben Anschrift mit dem Zusatz „Datenschutzbeauftragte“.</p>`,
        },
        {
          heading: 'Aufruf der Website',
          html: '<p>Zum Schutz vor Missbrauch (zu viele Anmeldeversuche, Reservierungen oder Formularsendungen) zählen wir Anfragen je Absender. Dafür speichern wir Ihre IP-Adresse nicht im Klartext, sondern nur als nicht umkehrbaren Hashwert, der nach Ablauf des jeweiligen Zeitfensters verfällt (Art. 6 Abs. 1 lit. f DSGVO). Ruft jemand eine Adresse auf, die es nicht gibt, protokollieren wir nur den Pfad ohne Abfrageparameter und die Zahl der Aufrufe, um defekte Links zu reparieren – keine IP-Adresse und keine Kennung.</p>',
        },
        {
          heading: 'Cookies, die die Website braucht',
          html: '<p>Diese Cookies sind technisch notwendig (§ 25 Abs. 2 Nr. 2 TDDDG) und werden ohne Einwilligung gesetzt, aber nur, wenn Sie die jeweilige Funktion nutzen:</p><ul><li><strong>cookie_consent</strong>: Ihre Auswahl im Cookie-Manager, 365 Tage.</li><li><strong>museum_cart</strong>: Kennung Ihres Warenkorbs im Ticketshop, 7 Tage; <strong>cart_count</strong> und <strong>cart_url</strong>: Anzahl und Adresse des Warenkorbs für die Anzeige im Kopf der Seite, 15 Minuten.</li><li><strong>visitor_session</strong> und <strong>visitor_csrftoken</strong>: Anmeldung in Ihrem Besucherkonto und Schutz gegen untergeschobene Anfragen, 30 Tage oder bis zur Abmeldung.</li><li><strong>favorites</strong>: Ihre gemerkten Veranstaltungen und Seiten ohne Konto, 365 Tage; mit Konto speichern wir die Merkliste in Ihrem Konto.</li><li><strong>top-alert-noeku</strong>: dass Sie einen Hinweis oben auf der Seite geschlossen haben, 365 Tage.</li><li><strong>sessionid</strong> und <strong>csrftoken</strong>: nur für Mitarbeitende des Museums, Anmeldung im Redaktionssystem, 14 Tage oder bis zur Abmeldung.</li></ul>',
        },
        {
          heading: 'Einwilligung: Statistik und externe Medien',
          html: '<p>Videos, Karten und andere eingebettete Inhalte fremder Anbieter laden wir erst, nachdem Sie im Cookie-Manager „Externe Medien“ erlaubt oder das einzelne Element freigegeben haben; erst dann erfährt der Anbieter Ihre IP-Adresse. Ein Statistikdienst wird nur geladen, wenn er eingerichtet ist und Sie „Statistik“ erlaubt haben (Art. 6 Abs. 1 lit. a DSGVO). Ihre Auswahl können Sie jederzeit über „Cookie-Einstellungen“ unten auf jeder Seite ändern oder widerrufen.</p>',
        },
        {
          heading: 'Ticketkauf und E-Mails',
          html: `<p>Für Bestellungen verarbeiten wir Name, E-Mail-Adresse, die gewählten Tickets und den Zahlungsstatus zur Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO). Bestellbestätigung, Tickets und Erinnerungen senden wir per E-Mail über unseren Mailserver. Zahlen Sie online mit Karte, übermitteln wir Betrag, Bestellnummer und E-Mail-Adresse an den Zahlungsdienstleister Stripe Payments Europe Ltd., Dublin; Kartendaten gelangen nicht zu uns. Rechnungsdaten bewahren wir zehn Jahre auf (§ 147 AO, § 257 HGB). Fragen zu Bestellungen: ${TICKETS_MAIL}.</p>`,
        },
        {
          heading: 'Besucherkonto',
          html: '<p>Legen Sie ein Konto an, speichern wir E-Mail-Adresse, Namen, ein nur als Hash gespeichertes Passwort, Ihre Bestellungen und Ihre Merkliste. Löschen Sie das Konto, entfernen wir diese Daten; Bestellungen, die wir aus steuerlichen Gründen aufbewahren müssen, werden dabei anonymisiert.</p>',
        },
        {
          heading: 'Formulare und Kursanmeldungen',
          html: '<p>Was Sie in ein Formular eingeben, einschließlich hochgeladener Dateien, verwenden wir nur, um Ihre Anfrage oder Anmeldung zu bearbeiten. Dateien werden nicht öffentlich gespeichert und sind nur für zuständige Mitarbeitende zugänglich. Einträge löschen wir spätestens zwölf Monate nach dem Kurs oder der Antwort.</p>',
        },
        {
          heading: 'Fehlerberichte',
          html: '<p>Ist ein Fehlerdienst (Sentry) eingerichtet, melden Website und Server technische Fehler mit Adresse der Seite, Browser und Zeitpunkt an ihn, ohne Formulareingaben, Cookies oder IP-Adresse. Ist er nicht eingerichtet, verlassen Fehlerberichte unseren Server nicht.</p>',
        },
        {
          heading: 'Ihre Rechte',
          html: '<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie auf Widerruf einer Einwilligung mit Wirkung für die Zukunft. Sie können sich bei einer Aufsichtsbehörde beschweren, etwa bei der Sächsischen Datenschutz- und Transparenzbeauftragten, Devrientstraße 5, 01067 Dresden.</p>',
        },
      ],
      en: [
        {
          heading: 'Controller',
          html: `<p>Lindenau Open-Air Museum Foundation (Stiftung Freilichtmuseum Lindenau), ${ADDRESS}, Germany, phone ${PHONE.en}, ${PRIVACY_MAIL}. Our data protection officer can be reached at the same address, marked “Data protection officer”.</p>`,
        },
        {
          heading: 'Visiting the website',
          html: '<p>To prevent abuse (too many login attempts, reservations or form submissions) we count requests per sender. We do not store your IP address in plain text for this, only as a one-way hash that expires with the time window concerned (Art. 6(1)(f) GDPR). When someone requests an address that does not exist, we log only the path without query parameters and the number of requests, to repair broken links – no IP address and no identifier.</p>',
        },
        {
          heading: 'Cookies the website needs',
          html: '<p>These cookies are technically necessary (section 25(2) no. 2 TDDDG) and are set without consent, but only when you use the function concerned:</p><ul><li><strong>cookie_consent</strong>: your choice in the cookie manager, 365 days.</li><li><strong>museum_cart</strong>: the identifier of your ticket shop cart, 7 days; <strong>cart_count</strong> and <strong>cart_url</strong>: number of tickets and address of the cart for the page header, 15 minutes.</li><li><strong>visitor_session</strong> and <strong>visitor_csrftoken</strong>: sign-in to your visitor account and protection against forged requests, 30 days or until you sign out.</li><li><strong>favorites</strong>: the events and pages you saved without an account, 365 days; with an account the list is stored in your account.</li><li><strong>top-alert-noeku</strong>: that you closed a notice at the top of the page, 365 days.</li><li><strong>sessionid</strong> and <strong>csrftoken</strong>: for museum staff only, sign-in to the content system, 14 days or until they sign out.</li></ul>',
        },
        {
          heading: 'Consent: statistics and external media',
          html: '<p>Videos, maps and other embedded content of other providers load only after you allowed “External media” in the cookie manager or released the single item; only then does the provider learn your IP address. A statistics service is loaded only if one is set up and you allowed “Statistics” (Art. 6(1)(a) GDPR). You can change or withdraw your choice at any time with “Cookie settings” at the bottom of every page.</p>',
        },
        {
          heading: 'Buying tickets and e-mails',
          html: `<p>For orders we process your name, e-mail address, the tickets chosen and the payment status to perform the contract (Art. 6(1)(b) GDPR). Order confirmation, tickets and reminders are sent by e-mail through our mail server. If you pay online by card, we pass the amount, order number and e-mail address to the payment provider Stripe Payments Europe Ltd., Dublin; card details never reach us. Invoice data is kept for ten years (section 147 AO, section 257 HGB). Questions about orders: ${TICKETS_MAIL}.</p>`,
        },
        {
          heading: 'Visitor account',
          html: '<p>If you create an account, we store your e-mail address, name, a password kept only as a hash, your orders and your saved items. If you delete the account, we remove these data; orders we must keep for tax reasons are anonymised.</p>',
        },
        {
          heading: 'Forms and course registrations',
          html: '<p>What you enter in a form, including uploaded files, is used only to handle your enquiry or registration. Files are not stored publicly and are accessible only to the staff responsible. We delete entries no later than twelve months after the course or our reply.</p>',
        },
        {
          heading: 'Error reports',
          html: '<p>If an error service (Sentry) is set up, the website and server report technical errors to it with the page address, browser and time, without form input, cookies or IP address. If none is set up, error reports do not leave our server.</p>',
        },
        {
          heading: 'Your rights',
          html: '<p>You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and may withdraw consent with effect for the future. You may lodge a complaint with a supervisory authority, for example the Saxon Data Protection and Transparency Commissioner (Sächsische Datenschutz- und Transparenzbeauftragte), Devrientstraße 5, 01067 Dresden, Germany.</p>',
        },
      ],
      cs: [
        {
          heading: 'Správce',
          html: `<p>Nadace skanzenu Lindenau (Stiftung Freilichtmuseum Lindenau), ${ADDRESS}, Německo, telefon ${PHONE.cs}, ${PRIVACY_MAIL}. Naši pověřenkyni pro ochranu osobních údajů zastihnete na stejné adrese s poznámkou „Pověřenec“.</p>`,
        },
        {
          heading: 'Návštěva webu',
          html: '<p>Abychom zabránili zneužití (příliš mnoho pokusů o přihlášení, rezervací nebo odeslaných formulářů), počítáme požadavky od každého odesílatele. Vaši IP adresu přitom neukládáme v čitelné podobě, jen jako nevratný hash, který zaniká s daným časovým oknem (čl. 6 odst. 1 písm. f GDPR). Když někdo otevře neexistující adresu, zaznamenáme jen cestu bez parametrů dotazu a počet přístupů, abychom mohli opravit nefunkční odkazy – žádnou IP adresu ani identifikátor.</p>',
        },
        {
          heading: 'Cookies, které web potřebuje',
          html: '<p>Tyto cookies jsou technicky nezbytné (§ 25 odst. 2 bod 2 TDDDG) a ukládají se bez souhlasu, ale jen když danou funkci použijete:</p><ul><li><strong>cookie_consent</strong>: vaše volba ve správci cookies, 365 dní.</li><li><strong>museum_cart</strong>: identifikátor vašeho košíku v e-shopu, 7 dní; <strong>cart_count</strong> a <strong>cart_url</strong>: počet vstupenek a adresa košíku pro záhlaví stránky, 15 minut.</li><li><strong>visitor_session</strong> a <strong>visitor_csrftoken</strong>: přihlášení do návštěvnického účtu a ochrana proti podvrženým požadavkům, 30 dní nebo do odhlášení.</li><li><strong>favorites</strong>: akce a stránky uložené bez účtu, 365 dní; s účtem ukládáme seznam ve vašem účtu.</li><li><strong>top-alert-noeku</strong>: že jste zavřeli upozornění v horní části stránky, 365 dní.</li><li><strong>sessionid</strong> a <strong>csrftoken</strong>: jen pro zaměstnance muzea, přihlášení do redakčního systému, 14 dní nebo do odhlášení.</li></ul>',
        },
        {
          heading: 'Souhlas: statistiky a externí média',
          html: '<p>Videa, mapy a další vložený obsah jiných poskytovatelů načteme až poté, co ve správci cookies povolíte „Externí média“ nebo uvolníte jednotlivý prvek; teprve pak se poskytovatel dozví vaši IP adresu. Statistická služba se načte jen tehdy, je-li nastavena a povolili jste „Statistiky“ (čl. 6 odst. 1 písm. a GDPR). Svou volbu můžete kdykoli změnit nebo odvolat přes „Nastavení cookies“ v dolní části každé stránky.</p>',
        },
        {
          heading: 'Nákup vstupenek a e-maily',
          html: `<p>U objednávek zpracováváme jméno, e-mailovou adresu, zvolené vstupenky a stav platby ke splnění smlouvy (čl. 6 odst. 1 písm. b GDPR). Potvrzení objednávky, vstupenky a připomínky posíláme e-mailem přes náš poštovní server. Platíte-li online kartou, předáme částku, číslo objednávky a e-mail poskytovateli plateb Stripe Payments Europe Ltd., Dublin; údaje o kartě k nám nepřicházejí. Účetní doklady uchováváme deset let (§ 147 AO, § 257 HGB). Dotazy k objednávkám: ${TICKETS_MAIL}.</p>`,
        },
        {
          heading: 'Návštěvnický účet',
          html: '<p>Pokud si založíte účet, uložíme e-mailovou adresu, jméno, heslo pouze jako hash, vaše objednávky a uložené položky. Po smazání účtu tyto údaje odstraníme; objednávky, které musíme uchovat z daňových důvodů, anonymizujeme.</p>',
        },
        {
          heading: 'Formuláře a přihlášky do kurzů',
          html: '<p>Údaje zadané do formuláře včetně nahraných souborů používáme pouze k vyřízení vašeho dotazu nebo přihlášky. Soubory nejsou veřejně dostupné a mají k nim přístup jen příslušní zaměstnanci. Záznamy mažeme nejpozději dvanáct měsíců po kurzu nebo odpovědi.</p>',
        },
        {
          heading: 'Hlášení chyb',
          html: '<p>Je-li nastavena služba pro hlášení chyb (Sentry), web a server jí hlásí technické chyby s adresou stránky, prohlížečem a časem, bez obsahu formulářů, cookies a IP adresy. Není-li nastavena, hlášení chyb náš server neopouštějí.</p>',
        },
        {
          heading: 'Vaše práva',
          html: '<p>Máte právo na přístup, opravu, výmaz, omezení zpracování, přenositelnost údajů a vznesení námitky a můžete odvolat souhlas s účinkem do budoucna. Stížnost můžete podat u dozorového úřadu, například u saské zmocněnkyně pro ochranu údajů a transparentnost (Sächsische Datenschutz- und Transparenzbeauftragte), Devrientstraße 5, 01067 Dresden, Německo.</p>',
        },
      ],
    }),
  });

  const imprint = await createPage(database, {
    paths: { de: '/impressum', en: '/impressum', cs: '/impressum' },
    title: { de: 'Impressum', en: 'Imprint', cs: 'Tiráž' },
    contentType: 'legal',
    sections: sections({
      de: [
        {
          heading: 'Anbieter',
          html: `<p>Stiftung Freilichtmuseum Lindenau<br>Am Dorfanger 1<br>01234 Lindenau<br>Telefon ${PHONE.de}<br>${MAIL}<br><a href="${contact.de}">Kontaktformular</a></p>`,
        },
        {
          heading: 'Vertretung',
          html: '<p>Vertreten durch den Vorstand: Dr. Margarete Vogel (Direktorin), Jens Köhler (kaufmännischer Vorstand). Rechtsfähige Stiftung bürgerlichen Rechts, anerkannt durch die Landesdirektion Sachsen (Stiftungsaufsicht), Stiftungsverzeichnis Nr. 0000-MUSTER.</p>',
        },
        {
          heading: 'Umsatzsteuer',
          html: '<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE000000000 (Musternummer des Demo-Betreibers).</p>',
        },
        {
          heading: 'Museumskasse',
          html: `<p>Fragen zu Tickets, Gutscheinen und Bestellungen: Telefon ${BOX_OFFICE_PHONE.de} (während der Öffnungszeiten), ${TICKETS_MAIL}.</p>`,
        },
        {
          heading: 'Verantwortlich für den Inhalt',
          html: '<p>Nach § 18 Abs. 2 MStV: Dr. Margarete Vogel, Anschrift wie oben. Fotos: Archiv des Freilichtmuseums Lindenau, sofern nicht anders angegeben.</p>',
        },
        {
          heading: 'Haftung für Links',
          html: '<p>Für Inhalte verlinkter fremder Websites sind deren Betreiber verantwortlich. Erfahren wir von Rechtsverstößen auf verlinkten Seiten, entfernen wir den Link.</p>',
        },
      ],
      en: [
        {
          heading: 'Provider',
          html: `<p>Lindenau Open-Air Museum Foundation (Stiftung Freilichtmuseum Lindenau)<br>Am Dorfanger 1<br>01234 Lindenau, Germany<br>Phone ${PHONE.en}<br>${MAIL}<br><a href="${contact.en}">Contact form</a></p>`,
        },
        {
          heading: 'Represented by',
          html: '<p>The board: Dr Margarete Vogel (director), Jens Köhler (managing director). Foundation with legal capacity under German civil law, recognised by the Landesdirektion Sachsen (foundation supervisory authority), register of foundations no. 0000-MUSTER.</p>',
        },
        {
          heading: 'VAT',
          html: '<p>VAT identification number under section 27a UStG: DE000000000 (sample number of the demo operator).</p>',
        },
        {
          heading: 'Box office',
          html: `<p>Questions about tickets, vouchers and orders: phone ${BOX_OFFICE_PHONE.en} (during opening hours), ${TICKETS_MAIL}.</p>`,
        },
        {
          heading: 'Responsible for content',
          html: '<p>Under section 18(2) MStV: Dr Margarete Vogel, address as above. Photos: archive of Lindenau Open-Air Museum unless stated otherwise.</p>',
        },
        {
          heading: 'Links to other websites',
          html: '<p>The operators of linked websites are responsible for their content. If we learn of unlawful content on a linked page, we remove the link.</p>',
        },
      ],
      cs: [
        {
          heading: 'Provozovatel',
          html: `<p>Nadace skanzenu Lindenau (Stiftung Freilichtmuseum Lindenau)<br>Am Dorfanger 1<br>01234 Lindenau, Německo<br>Telefon ${PHONE.cs}<br>${MAIL}<br><a href="${contact.cs}">Kontaktní formulář</a></p>`,
        },
        {
          heading: 'Zastoupení',
          html: '<p>Představenstvo: Dr. Margarete Vogelová (ředitelka), Jens Köhler (obchodní ředitel). Nadace s právní subjektivitou podle německého občanského práva, uznaná Zemskou direkcí Sasko (Landesdirektion Sachsen, dozor nad nadacemi), rejstřík nadací č. 0000-MUSTER.</p>',
        },
        { heading: 'DPH', html: '<p>DIČ podle § 27a UStG: DE000000000 (vzorové číslo demo provozovatele).</p>' },
        {
          heading: 'Pokladna muzea',
          html: `<p>Dotazy ke vstupenkám, poukázkám a objednávkám: telefon ${BOX_OFFICE_PHONE.cs} (v otevírací době), ${TICKETS_MAIL}.</p>`,
        },
        {
          heading: 'Odpovědnost za obsah',
          html: '<p>Podle § 18 odst. 2 MStV: Dr. Margarete Vogelová, adresa viz výše. Fotografie: archiv skanzenu Lindenau, pokud není uvedeno jinak.</p>',
        },
        {
          heading: 'Odkazy na jiné weby',
          html: '<p>Za obsah odkazovaných webů odpovídají jejich provozovatelé. Dozvíme-li se o protiprávním obsahu na odkazované stránce, odkaz odstraníme.</p>',
        },
      ],
    }),
  });

  const accessibility = await createPage(database, {
    paths: { de: '/barrierefreiheit', en: '/barrierefreiheit', cs: '/barrierefreiheit' },
    title: { de: 'Erklärung zur Barrierefreiheit', en: 'Accessibility statement', cs: 'Prohlášení o přístupnosti' },
    contentType: 'legal',
    sections: sections({
      de: [
        {
          heading: 'Geltungsbereich',
          html: '<p>Die Stiftung Freilichtmuseum Lindenau möchte ihre Website und den Ticketshop für alle Menschen zugänglich machen. Diese Erklärung gilt für museumsdorf-lindenau.example mit Programm, Magazin, Ticketshop und Besucherkonto. Grundlage sind das Barrierefreiheitsstärkungsgesetz (BFSG), mit dem Deutschland den European Accessibility Act umsetzt, und die harmonisierte Norm EN 301 549, die die Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA einschließt.</p>',
        },
        {
          heading: 'Stand der Vereinbarkeit',
          html: '<p>Die Website ist <strong>teilweise barrierefrei</strong>: Sie erfüllt die Anforderungen der WCAG 2.2 Stufe AA weitgehend, aber nicht vollständig. Wir prüfen jede neue Version automatisch (axe, HTML-Validierung, Tastaturbedienung) und haben die Seitentypen zuletzt im November 2026 selbst geprüft.</p>',
        },
        {
          heading: 'Bekannte Einschränkungen',
          html: '<ul><li>Die Ticket-PDFs sind nicht getaggt und für Screenreader schwer lesbar. Bestellnummer, Termine und Tickets stehen zusätzlich als Text auf der Bestellseite.</li><li>Eingebettete Videos fremder Anbieter haben nicht immer Untertitel oder Audiodeskription.</li><li>Das eingebettete Jahresprogramm (Blätterkatalog eines fremden Anbieters) ist nicht barrierefrei; dieselben Termine stehen im Veranstaltungsprogramm.</li><li>Der Kalender im Veranstaltungsprogramm braucht JavaScript; ohne JavaScript filtern Sie die Liste mit dem einfachen Formular.</li></ul>',
        },
        {
          heading: 'Barrieren melden',
          html: `<p>Ist Ihnen eine Barriere aufgefallen oder brauchen Sie einen Inhalt in anderer Form? Schreiben Sie uns an ${ACCESS_MAIL}, rufen Sie ${PHONE.de} an oder nutzen Sie das <a href="${contact.de}">Kontaktformular</a>. Wir antworten innerhalb von zwei Wochen. Tickets können Sie jederzeit auch telefonisch an der Museumskasse bestellen (${BOX_OFFICE_PHONE.de}).</p>`,
        },
        {
          heading: 'Durchsetzung',
          html: '<p>Erhalten Sie keine zufriedenstellende Antwort, können Sie sich an die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF), Otto-von-Guericke-Straße 4, 39104 Magdeburg, wenden. Sie prüft, ob Dienstleistungen die Anforderungen des BFSG erfüllen. Anerkannte Verbände können zudem ein Schlichtungsverfahren bei der Schlichtungsstelle nach dem Behindertengleichstellungsgesetz beantragen.</p>',
        },
        {
          heading: 'Barrierefreiheit vor Ort',
          html: '<p>Die Wege zwischen den Höfen sind zum Teil gepflastert oder unbefestigt. Rollstuhlgerecht erreichbar sind Kasse, Museumsladen, Gasthof und die Ausstellungen in der Zehntscheune; Leihrollstühle und eine rollstuhlgerechte Toilette gibt es am Eingang. Assistenzhunde dürfen in alle Gebäude.</p>',
        },
      ],
      en: [
        {
          heading: 'Scope',
          html: '<p>The Lindenau Open-Air Museum Foundation wants its website and ticket shop to be accessible to everyone. This statement covers museumsdorf-lindenau.example with the programme, magazine, ticket shop and visitor account. It is based on the German Accessibility Strengthening Act (BFSG), which implements the European Accessibility Act, and on the harmonised standard EN 301 549, which includes the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.</p>',
        },
        {
          heading: 'Compliance status',
          html: '<p>The website is <strong>partially compliant</strong>: it meets most, but not all, requirements of WCAG 2.2 level AA. Every new version is checked automatically (axe, HTML validation, keyboard operation), and we last reviewed the page types ourselves in November 2026.</p>',
        },
        {
          heading: 'Known limitations',
          html: '<ul><li>The ticket PDFs are not tagged and are hard to read with a screen reader. The order number, dates and tickets are also given as text on the order page.</li><li>Embedded videos of other providers do not always have captions or audio description.</li><li>The embedded annual programme (a flip-book of another provider) is not accessible; the same dates are in the events programme.</li><li>The calendar in the events programme needs JavaScript; without JavaScript you filter the list with the plain form.</li></ul>',
        },
        {
          heading: 'Report a barrier',
          html: `<p>Have you come across a barrier, or do you need content in another form? Write to ${ACCESS_MAIL}, call ${PHONE.en} or use the <a href="${contact.en}">contact form</a>. We answer within two weeks. You can always order tickets by phone from the box office as well (${BOX_OFFICE_PHONE.en}).</p>`,
        },
        {
          heading: 'Enforcement',
          html: '<p>If you do not receive a satisfactory answer, you can contact the market surveillance authority of the German federal states for the accessibility of products and services (Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen, MLBF), Otto-von-Guericke-Straße 4, 39104 Magdeburg, Germany. It checks whether services meet the requirements of the BFSG. Recognised associations may also apply for conciliation with the arbitration board under the German Disability Equality Act.</p>',
        },
        {
          heading: 'Accessibility on site',
          html: '<p>Some paths between the farmsteads are paved or unsurfaced. The box office, museum shop, inn and the exhibitions in the tithe barn are wheelchair accessible; wheelchairs to borrow and an accessible toilet are at the entrance. Assistance dogs are welcome in all buildings.</p>',
        },
      ],
      cs: [
        {
          heading: 'Rozsah',
          html: '<p>Nadace skanzenu Lindenau chce, aby její web a e-shop byly přístupné všem. Toto prohlášení platí pro museumsdorf-lindenau.example včetně programu, magazínu, e-shopu a návštěvnického účtu. Vychází z německého zákona o posílení přístupnosti (BFSG), kterým Německo provádí evropský akt o přístupnosti (European Accessibility Act), a z harmonizované normy EN 301 549, jejíž součástí jsou pravidla WCAG 2.2 na úrovni AA.</p>',
        },
        {
          heading: 'Stav souladu',
          html: '<p>Web je <strong>částečně v souladu</strong>: splňuje většinu, ale ne všechny požadavky WCAG 2.2 na úrovni AA. Každou novou verzi kontrolujeme automaticky (axe, validace HTML, ovládání klávesnicí) a typy stránek jsme naposledy sami prověřili v listopadu 2026.</p>',
        },
        {
          heading: 'Známá omezení',
          html: '<ul><li>Vstupenky ve formátu PDF nejsou tagované a čtečkou obrazovky se čtou obtížně. Číslo objednávky, termíny a vstupenky jsou navíc uvedeny jako text na stránce objednávky.</li><li>Vložená videa jiných poskytovatelů nemají vždy titulky nebo audiopopis.</li><li>Vložený roční program (listovací katalog jiného poskytovatele) není přístupný; stejné termíny najdete v programu akcí.</li><li>Kalendář v programu akcí potřebuje JavaScript; bez JavaScriptu filtrujete seznam jednoduchým formulářem.</li></ul>',
        },
        {
          heading: 'Nahlásit bariéru',
          html: `<p>Narazili jste na bariéru nebo potřebujete obsah v jiné podobě? Napište na ${ACCESS_MAIL}, zavolejte na ${PHONE.cs} nebo použijte <a href="${contact.cs}">kontaktní formulář</a>. Odpovíme do dvou týdnů. Vstupenky si můžete vždy objednat i telefonicky u pokladny muzea (${BOX_OFFICE_PHONE.cs}).</p>`,
        },
        {
          heading: 'Vymáhání',
          html: '<p>Pokud nedostanete uspokojivou odpověď, můžete se obrátit na dozorový orgán německých spolkových zemí pro přístupnost výrobků a služeb (Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen, MLBF), Otto-von-Guericke-Straße 4, 39104 Magdeburg, Německo. Ten kontroluje, zda služby splňují požadavky zákona BFSG. Uznaná sdružení mohou navíc podat návrh na smírčí řízení u smírčího orgánu podle německého zákona o rovném postavení osob se zdravotním postižením.</p>',
        },
        {
          heading: 'Přístupnost v areálu',
          html: '<p>Cesty mezi statky jsou zčásti dlážděné nebo nezpevněné. Bezbariérově přístupné jsou pokladna, muzejní obchod, hostinec a výstavy v desátkové stodole; zapůjčení vozíku a bezbariérové WC najdete u vchodu. Asistenční psi mohou do všech budov.</p>',
        },
      ],
    }),
  });

  return { gtc, privacy, imprint, accessibility };
}
