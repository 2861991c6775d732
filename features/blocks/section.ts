import { z } from 'zod';
import { blockSchema } from './definitions';
import type { SelectOption, Labels } from './editor-fields';
import { extraClass, optionalMediaId } from './fields';
import { containerLayouts } from './kinds/container/definition';

/**
 * A page section (docs/requirements.md §3 'Section': extra_class, image, columns; centred text and coloured background
 * variants; column layouts 100%, 67-33, 33-67, 50-50, 33-33-33, 25-50-25). Sections are containers,
 * not blocks: they hold the columns the blocks live in.
 */
const sectionVariants = ['default', 'centered', 'colored', 'colored-centered'] as const;
export { containerLayouts };
export type SectionLayout = (typeof containerLayouts)[number];

/** How many columns each layout has. */
export const layoutColumns: Record<SectionLayout, number> = {
  '100': 1,
  '67-33': 2,
  '33-67': 2,
  '50-50': 2,
  '33-33-33': 3,
  '25-50-25': 3,
};

export const sectionSettingsSchema = z.object({
  layout: z.enum(containerLayouts).default('100'),
  extra_class: extraClass,
  image: optionalMediaId,
  variant: z.enum(sectionVariants).default('default'),
});
export type SectionSettings = z.output<typeof sectionSettingsSchema>;

/** Blocks in a section; a section holds at most 200, a column payload stays well under the body limit. */
export const sectionColumnSchema = z.object({ classes: extraClass, children: z.array(blockSchema).max(200) });

const layoutLabel = (value: SectionLayout): Labels => {
  const text =
    value === '100'
      ? '100 %'
      : value
          .split('-')
          .map((n) => `${n} %`)
          .join(' | ');
  return { de: text, en: text, cs: text };
};

/** Labels of the section settings for the editor. */
export const sectionLabels = {
  section: { de: 'Abschnitt', en: 'Section', cs: 'Sekce' },
  layout: { de: 'Spalten', en: 'Columns', cs: 'Sloupce' },
  variant: { de: 'Darstellung', en: 'Style', cs: 'Vzhled' },
  image: { de: 'Hintergrundbild', en: 'Background image', cs: 'Obrázek na pozadí' },
  extraClass: { de: 'Zusätzliche CSS-Klasse', en: 'Additional CSS class', cs: 'Doplňková třída CSS' },
} satisfies Record<string, Labels>;

export const layoutOptions: SelectOption<SectionLayout>[] = containerLayouts.map((value) => ({
  value,
  label: layoutLabel(value),
}));

export const variantOptions: SelectOption<(typeof sectionVariants)[number]>[] = [
  { value: 'default', label: { de: 'Schlicht', en: 'Plain', cs: 'Jednoduchý' } },
  { value: 'centered', label: { de: 'Text zentriert', en: 'Centred text', cs: 'Text na střed' } },
  { value: 'colored', label: { de: 'Farbiger Hintergrund', en: 'Coloured background', cs: 'Barevné pozadí' } },
  {
    value: 'colored-centered',
    label: { de: 'Farbig, Text zentriert', en: 'Coloured, centred text', cs: 'Barevné, text na střed' },
  },
];
