import type { Labels } from '../editor-fields';

/** Labels of fields that many kinds share, so each language says it the same way everywhere. */
export const labels = {
  anchor: { de: 'Sprungmarke', en: 'Anchor', cs: 'Kotva' },
  extraClass: { de: 'Zusätzliche CSS-Klasse', en: 'Additional CSS class', cs: 'Doplňková třída CSS' },
  headline: { de: 'Überschrift', en: 'Headline', cs: 'Nadpis' },
  preline: { de: 'Dachzeile', en: 'Preline', cs: 'Nadtitulek' },
  subline: { de: 'Unterzeile', en: 'Subline', cs: 'Podtitulek' },
  text: { de: 'Text', en: 'Text', cs: 'Text' },
  image: { de: 'Bild', en: 'Image', cs: 'Obrázek' },
  link: { de: 'Link-Ziel', en: 'Link target', cs: 'Cíl odkazu' },
  linkText: { de: 'Linktext', en: 'Link text', cs: 'Text odkazu' },
  title: { de: 'Titel', en: 'Title', cs: 'Název' },
  description: { de: 'Beschreibung', en: 'Description', cs: 'Popis' },
  file: { de: 'Datei', en: 'File', cs: 'Soubor' },
  length: { de: 'Laufzeit', en: 'Running time', cs: 'Délka' },
  onlineFrom: { de: 'Online ab', en: 'Online from', cs: 'Online od' },
  onlineTo: { de: 'Online bis', en: 'Online until', cs: 'Online do' },
  sticky: {
    de: 'Beim Scrollen sichtbar bleiben',
    en: 'Stay in view while scrolling',
    cs: 'Zůstat viditelné při posouvání',
  },
} satisfies Record<string, Labels>;

/** Hints shown under a field in the editor. */
export const hints = {
  anchor: {
    de: 'Name für Links auf diese Stelle (#name): Buchstaben, Ziffern, - und _',
    en: 'Name for links to this spot (#name): letters, digits, - and _',
    cs: 'Název pro odkazy na toto místo (#název): písmena, číslice, - a _',
  },
  link: {
    de: 'Eine Seite dieser Website (/de/…), eine #Sprungmarke oder eine Adresse mit https://, mailto: oder tel:',
    en: 'A page of this site (/en/…), an #anchor or an address with https://, mailto: or tel:',
    cs: 'Stránka tohoto webu (/cs/…), #kotva nebo adresa s https://, mailto: či tel:',
  },
  file: {
    de: 'Pfad auf dieser Website (/…) oder https-Adresse der Datei',
    en: 'Path on this site (/…) or the file’s https address',
    cs: 'Cesta na tomto webu (/…) nebo adresa https souboru',
  },
} satisfies Record<string, Labels>;

export const anchorField = { name: 'anchor', label: labels.anchor, hint: hints.anchor, widget: 'text' } as const;
export const extraClassField = { name: 'extra_class', label: labels.extraClass, widget: 'text' } as const;
export const listHeadlineField = { name: 'headline', label: labels.headline, widget: 'text' } as const;
export const titleField = { name: 'title', label: labels.title, widget: 'text' } as const;
export const fileField = {
  name: 'file',
  label: labels.file,
  hint: hints.file,
  widget: 'file',
  required: true,
} as const;
