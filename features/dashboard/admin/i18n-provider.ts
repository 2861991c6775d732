import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import czechMessages from 'ra-language-czech';
import type { TranslationMessages } from 'react-admin';
import { reactAdminGerman } from './react-admin-german';

/** Our own dashboard texts (messages/*.json "Admin"): resource names, field labels, buttons. */
export type AdminMessages = {
  resources: Record<string, string>;
  fields: Record<string, string>;
  text: Record<string, string>;
  /** messages/*.json "TicketSeat": the labels of a ticket's block, row and seat (fields seat.section, seat.row, seat.number). */
  ticketSeat?: { block: string; row: string; number: string };
  /**
   * Other namespaces of the messages, for views that format them with next-intl (their ICU messages
   * arrive precompiled, which polyglot cannot read): namespace-texts.ts useNamespaceTexts.
   */
  namespaces?: Record<string, unknown>;
};

type Tree = { [key: string]: string | Tree };
/** Later trees win: English fills any gap a language pack has after a react-admin upgrade. */
function merge(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree ?? {})) {
      out[key] = typeof value === 'object' && typeof out[key] === 'object' ? merge(out[key] as Tree, value) : value;
    }
  }
  return out;
}

const packs: Record<string, Tree> = {
  de: reactAdminGerman as unknown as Tree,
  en: englishMessages as unknown as Tree,
  cs: czechMessages as unknown as Tree,
};

/**
 * The plain texts of a messages namespace as a polyglot tree (labels, coded values' names, the menu's
 * groups: messages "backOffice51"); a precompiled ICU message with arguments is no string and is left out.
 */
function plainTexts(value: unknown): Tree {
  const out: Tree = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [key, text] of Object.entries(value)) {
    if (typeof text === 'string') out[key] = text;
    else if (text && typeof text === 'object' && !Array.isArray(text)) out[key] = plainTexts(text);
  }
  return out;
}

/**
 * react-admin's texts in the dashboard's language, plus ours: every resource gets its name and the
 * shared field labels (resources.<name>.fields.<field>), so lists, forms and filters are labelled.
 */
export function adminI18nProvider(locale: string, own: AdminMessages) {
  const seat = own.ticketSeat && {
    section: own.ticketSeat.block,
    row: own.ticketSeat.row,
    number: own.ticketSeat.number,
  };
  const fields = seat ? { ...own.fields, seat } : own.fields;
  const resources = Object.fromEntries(
    Object.entries(own.resources).map(([name, label]) => [name, { name: label, fields }]),
  );
  const messages = merge(englishMessages as unknown as Tree, packs[locale] ?? {}, {
    resources,
    museum: own.text,
    bo51: plainTexts(own.namespaces?.backOffice51),
  } as unknown as Tree) as unknown as TranslationMessages;
  const provider = polyglotI18nProvider(() => messages, locale, [{ locale, name: locale.toUpperCase() }], {
    allowMissing: true,
  });
  return Object.assign(provider, { locale, namespaces: own.namespaces ?? {} });
}
