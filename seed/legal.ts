import type { Locale } from '@/i18n/config';
import type { Db } from '@/lib/db/client';
import { createPage, h, text } from './builders';
import type { DemoFormIds } from './forms';

export type DemoLegalIds = { gtc: number; privacy: number; imprint: number };

type Part = { heading: string; html: string };

/** Every legal page opens with the line that marks it as a sample to be replaced before going live. */
const SAMPLE: Record<Locale, string> = {
  de: 'Mustertext – vor dem Livegang durch den rechtlich geprüften Text ersetzen.',
  en: 'Sample text – replace with the legally reviewed text before going live.',
  cs: 'Vzorový text – před spuštěním nahraďte právně zkontrolovaným textem.',
};

const sections = (parts: Record<Locale, Part[]>) =>
  Object.fromEntries(
    (Object.keys(parts) as Locale[]).map((locale) => [
      locale,
      [{ columns: [[text(`<p><em>${SAMPLE[locale]}</em></p>`), ...parts[locale].flatMap((p) => [h(p.heading), text(p.html)])]] }],
    ]),
  ) as Record<Locale, { columns: unknown[][] }[]>;

const ADDRESS = 'Am Dorfanger 1, 01234 Lindenau';

/** GTC, privacy policy and imprint of the demo operator, Stiftung Freilichtmuseum Lindenau. */
export async function seedLegal(database: Db, formIds: DemoFormIds): Promise<DemoLegalIds> {
  const contact = { de: `/de/forms/kontakt/${formIds.contact}`, en: `/en/forms/contact/${formIds.contact}`, cs: `/cs/forms/kontakt/${formIds.contact}` };

  const gtc = await createPage(database, {
    paths: { de: '/agb', en: '/agb', cs: '/agb' },
    title: { de: 'Allgemeine Geschäftsbedingungen', en: 'General terms and conditions', cs: 'Všeobecné obchodní podmínky' },
    contentType: 'legal',
    sections: sections({
      de: [
        { heading: '1. Geltungsbereich', html: `<p>Diese Bedingungen gelten für alle Verträge über Eintrittskarten, Kursplätze, Führungen und Gutscheine zwischen Ihnen und der Stiftung Freilichtmuseum Lindenau, ${ADDRESS} („Museum“).</p>` },
        { heading: '2. Reservierung und Vertragsschluss', html: '<p>Tickets, die Sie im Webshop in den Warenkorb legen, werden <strong>15 Minuten</strong> für Sie reserviert. Wird die Bestellung in dieser Zeit nicht abgeschlossen, gibt das System die Plätze automatisch wieder frei. Der Vertrag kommt mit der Bestellbestätigung per E-Mail zustande.</p>' },
        { heading: '3. Preise und Zahlung', html: '<p>Es gelten die zum Zeitpunkt der Bestellung angezeigten Preise einschließlich der gesetzlichen Umsatzsteuer. Kursgebühren werden am Kurstag an der Museumskasse bezahlt, sofern bei der Anmeldung nichts anderes vereinbart wurde.</p>' },
        { heading: '4. Rücktritt und Ausfall', html: '<ul><li>Kurse können Sie bis 7 Tage vor dem Termin kostenfrei absagen.</li><li>Fällt eine Veranstaltung wegen Unwetter oder Krankheit aus, erstatten wir den vollen Preis oder bieten einen Ersatztermin an.</li><li>Eintrittskarten sind vom Umtausch ausgeschlossen.</li></ul>' },
        { heading: '5. Hausordnung', html: '<p>Auf dem Museumsgelände gilt die Hausordnung. Offenes Feuer, Drohnen und das Betreten gesperrter Gebäude sind nicht erlaubt. Hunde sind angeleint willkommen, ausgenommen in Ställen und Ausstellungsräumen.</p>' },
      ],
      en: [
        { heading: '1. Scope', html: `<p>These terms apply to all contracts for tickets, course places, guided tours and vouchers between you and the Lindenau Open-Air Museum Foundation (Stiftung Freilichtmuseum Lindenau), ${ADDRESS}, Germany (“museum”).</p>` },
        { heading: '2. Reservation and contract', html: '<p>Tickets you put in the cart in the web shop are reserved for you for <strong>15 minutes</strong>. If the order is not completed within this time, the places are released automatically. The contract is concluded with the order confirmation by e-mail.</p>' },
        { heading: '3. Prices and payment', html: '<p>The prices shown at the time of ordering apply, including statutory VAT. Course fees are paid on the day at the museum’s box office unless agreed otherwise when registering.</p>' },
        { heading: '4. Cancellation', html: '<ul><li>You may cancel a course free of charge up to 7 days before the date.</li><li>If an event is cancelled because of severe weather or illness, we refund the full price or offer another date.</li><li>Admission tickets cannot be exchanged.</li></ul>' },
        { heading: '5. House rules', html: '<p>The house rules apply on the museum grounds. Open fires, drones and entering closed buildings are not permitted. Dogs on a lead are welcome, except in stables and exhibition rooms.</p>' },
      ],
      cs: [
        { heading: '1. Působnost', html: `<p>Tyto podmínky platí pro všechny smlouvy o vstupenkách, místech v kurzech, prohlídkách a poukázkách mezi vámi a Nadací skanzenu Lindenau (Stiftung Freilichtmuseum Lindenau), ${ADDRESS}, Německo („muzeum“).</p>` },
        { heading: '2. Rezervace a uzavření smlouvy', html: '<p>Vstupenky, které vložíte do košíku ve webshopu, jsou pro vás rezervovány <strong>15 minut</strong>. Pokud objednávku v této době nedokončíte, místa se automaticky uvolní. Smlouva vzniká potvrzením objednávky e-mailem.</p>' },
        { heading: '3. Ceny a platba', html: '<p>Platí ceny zobrazené v okamžiku objednávky včetně zákonné DPH. Kurzovné se platí v den kurzu u pokladny muzea, pokud nebylo při přihlášce dohodnuto jinak.</p>' },
        { heading: '4. Odstoupení a zrušení', html: '<ul><li>Kurz můžete bezplatně zrušit nejpozději 7 dní před termínem.</li><li>Pokud se akce kvůli nepřízni počasí nebo nemoci nekoná, vrátíme plnou cenu nebo nabídneme náhradní termín.</li><li>Vstupenky nelze vyměnit.</li></ul>' },
        { heading: '5. Návštěvní řád', html: '<p>V areálu muzea platí návštěvní řád. Otevřený oheň, drony a vstup do uzavřených budov nejsou povoleny. Psi na vodítku jsou vítáni, kromě stájí a výstavních prostor.</p>' },
      ],
    }),
  });

  const privacy = await createPage(database, {
    paths: { de: '/datenschutz', en: '/datenschutz', cs: '/datenschutz' },
    title: { de: 'Datenschutzerklärung', en: 'Privacy policy', cs: 'Ochrana osobních údajů' },
    contentType: 'legal',
    sections: sections({
      de: [
        { heading: 'Verantwortliche Stelle', html: `<p>Stiftung Freilichtmuseum Lindenau, ${ADDRESS}, datenschutz@museumsdorf-lindenau.example. Unsere Datenschutzbeauftragte erreichen Sie unter derselben Anschrift.</p>` },
        { heading: 'Besuch der Website', html: '<p>Beim Aufruf speichert der Server IP-Adresse, Zeitpunkt und aufgerufene Adresse für höchstens 14 Tage, um Angriffe abzuwehren (Art. 6 Abs. 1 lit. f DSGVO). Statistik und externe Medien laden erst nach Ihrer Einwilligung im Cookie-Manager.</p>' },
        { heading: 'Formulare und Kursanmeldungen', html: '<p>Was Sie in ein Formular eingeben, einschließlich hochgeladener Dateien, verwenden wir nur, um Ihre Anfrage oder Anmeldung zu bearbeiten. Dateien werden nicht öffentlich gespeichert und sind nur für zuständige Mitarbeitende zugänglich. Einträge löschen wir spätestens zwölf Monate nach dem Kurs oder der Antwort.</p>' },
        { heading: 'Ticketkauf', html: '<p>Für Bestellungen verarbeiten wir Name, E-Mail-Adresse und Zahlungsdaten zur Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO) und bewahren Rechnungsdaten zehn Jahre auf, wie es das Handels- und Steuerrecht verlangt.</p>' },
        { heading: 'Ihre Rechte', html: '<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie auf Beschwerde bei einer Datenschutz-Aufsichtsbehörde.</p>' },
      ],
      en: [
        { heading: 'Controller', html: `<p>Lindenau Open-Air Museum Foundation, ${ADDRESS}, Germany, datenschutz@museumsdorf-lindenau.example. Our data protection officer can be reached at the same address.</p>` },
        { heading: 'Visiting the website', html: '<p>When you visit, the server stores your IP address, the time and the address requested for at most 14 days to fend off attacks (Art. 6(1)(f) GDPR). Statistics and external media load only after your consent in the cookie manager.</p>' },
        { heading: 'Forms and course registrations', html: '<p>What you enter in a form, including uploaded files, is used only to handle your enquiry or registration. Files are not stored publicly and are accessible only to the staff responsible. We delete entries no later than twelve months after the course or our reply.</p>' },
        { heading: 'Buying tickets', html: '<p>For orders we process your name, e-mail address and payment data to perform the contract (Art. 6(1)(b) GDPR) and keep invoice data for ten years, as commercial and tax law require.</p>' },
        { heading: 'Your rights', html: '<p>You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to lodge a complaint with a data protection supervisory authority.</p>' },
      ],
      cs: [
        { heading: 'Správce', html: `<p>Nadace skanzenu Lindenau, ${ADDRESS}, Německo, datenschutz@museumsdorf-lindenau.example. Naši pověřenkyni pro ochranu osobních údajů zastihnete na stejné adrese.</p>` },
        { heading: 'Návštěva webu', html: '<p>Při návštěvě server ukládá IP adresu, čas a požadovanou adresu nejvýše 14 dní, aby mohl odrážet útoky (čl. 6 odst. 1 písm. f GDPR). Statistiky a externí média se načtou až po vašem souhlasu ve správci cookies.</p>' },
        { heading: 'Formuláře a přihlášky do kurzů', html: '<p>Údaje zadané do formuláře včetně nahraných souborů používáme pouze k vyřízení vašeho dotazu nebo přihlášky. Soubory nejsou veřejně dostupné a mají k nim přístup jen příslušní zaměstnanci. Záznamy mažeme nejpozději dvanáct měsíců po kurzu nebo odpovědi.</p>' },
        { heading: 'Nákup vstupenek', html: '<p>U objednávek zpracováváme jméno, e-mailovou adresu a platební údaje ke splnění smlouvy (čl. 6 odst. 1 písm. b GDPR) a účetní doklady uchováváme deset let, jak vyžaduje obchodní a daňové právo.</p>' },
        { heading: 'Vaše práva', html: '<p>Máte právo na přístup, opravu, výmaz, omezení zpracování, přenositelnost údajů a vznesení námitky a také právo podat stížnost u dozorového úřadu pro ochranu osobních údajů.</p>' },
      ],
    }),
  });

  const imprint = await createPage(database, {
    paths: { de: '/impressum', en: '/impressum', cs: '/impressum' },
    title: { de: 'Impressum', en: 'Imprint', cs: 'Tiráž' },
    contentType: 'legal',
    sections: sections({
      de: [
        { heading: 'Anbieter', html: `<p>Stiftung Freilichtmuseum Lindenau<br>Am Dorfanger 1<br>01234 Lindenau<br>Telefon 01234 5678-0<br>info@museumsdorf-lindenau.example<br><a href="${contact.de}">Kontaktformular</a></p>` },
        { heading: 'Vertretung', html: '<p>Vertreten durch den Vorstand: Dr. Margarete Vogel (Direktorin), Jens Köhler (kaufmännischer Vorstand). Rechtsfähige Stiftung bürgerlichen Rechts, Stiftungsverzeichnis Nr. 0000-MUSTER.</p>' },
        { heading: 'Umsatzsteuer', html: '<p>USt-IdNr. DE000000000 (Musternummer).</p>' },
        { heading: 'Verantwortlich für den Inhalt', html: '<p>Dr. Margarete Vogel, Anschrift wie oben. Fotos: Archiv des Freilichtmuseums Lindenau, sofern nicht anders angegeben.</p>' },
      ],
      en: [
        { heading: 'Provider', html: `<p>Lindenau Open-Air Museum Foundation (Stiftung Freilichtmuseum Lindenau)<br>Am Dorfanger 1<br>01234 Lindenau, Germany<br>Phone +49 1234 5678-0<br>info@museumsdorf-lindenau.example<br><a href="${contact.en}">Contact form</a></p>` },
        { heading: 'Represented by', html: '<p>The board: Dr Margarete Vogel (director), Jens Köhler (managing director). Foundation under German civil law, register of foundations no. 0000-MUSTER.</p>' },
        { heading: 'VAT', html: '<p>VAT ID DE000000000 (sample number).</p>' },
        { heading: 'Responsible for content', html: '<p>Dr Margarete Vogel, address as above. Photos: archive of Lindenau Open-Air Museum unless stated otherwise.</p>' },
      ],
      cs: [
        { heading: 'Provozovatel', html: `<p>Nadace skanzenu Lindenau (Stiftung Freilichtmuseum Lindenau)<br>Am Dorfanger 1<br>01234 Lindenau, Německo<br>Telefon +49 1234 5678-0<br>info@museumsdorf-lindenau.example<br><a href="${contact.cs}">Kontaktní formulář</a></p>` },
        { heading: 'Zastoupení', html: '<p>Představenstvo: Dr. Margarete Vogelová (ředitelka), Jens Köhler (obchodní ředitel). Nadace podle německého občanského práva, rejstřík nadací č. 0000-MUSTER.</p>' },
        { heading: 'DPH', html: '<p>DIČ DE000000000 (vzorové číslo).</p>' },
        { heading: 'Odpovědnost za obsah', html: '<p>Dr. Margarete Vogelová, adresa viz výše. Fotografie: archiv skanzenu Lindenau, pokud není uvedeno jinak.</p>' },
      ],
    }),
  });

  return { gtc, privacy, imprint };
}
