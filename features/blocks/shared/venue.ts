import { z } from 'zod';
import type { FieldSpec } from '../editor-fields';
import { optionalHref, requiredText, shortText } from '../fields';
import { hints } from './common-fields';

/** A venue's own data (name, address, link), shared by the venue and the venue list. */
export const venueShape = {
  name: requiredText('venue', 200),
  street: shortText(200),
  postal_code: z.string().max(20).default(''),
  city: shortText(200),
  description: shortText(1000),
  link: optionalHref,
};

type VenueData = { [K in keyof typeof venueShape]: z.output<(typeof venueShape)[K]> };

export const venueFields: readonly FieldSpec<VenueData>[] = [
  {
    name: 'name',
    label: { de: 'Name des Ortes', en: 'Name of the venue', cs: 'Název místa' },
    widget: 'text',
    required: true,
  },
  {
    name: 'street',
    label: { de: 'Straße und Hausnummer', en: 'Street and number', cs: 'Ulice a číslo domu' },
    widget: 'text',
  },
  { name: 'postal_code', label: { de: 'Postleitzahl', en: 'Postcode', cs: 'PSČ' }, widget: 'text' },
  { name: 'city', label: { de: 'Ort', en: 'Town', cs: 'Obec' }, widget: 'text' },
  {
    name: 'description',
    label: { de: 'Beschreibung', en: 'Description', cs: 'Popis' },
    widget: 'text',
    multiline: true,
  },
  {
    name: 'link',
    label: { de: 'Link zum Ort', en: 'Link to the venue', cs: 'Odkaz na místo' },
    hint: hints.link,
    widget: 'url',
  },
];
