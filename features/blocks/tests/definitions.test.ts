import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockKinds, definitions, mediaIdsOf, type BlockKind, type EditorField } from '..';
import { blockRegistry } from '../renderers';
import { locales } from '@/i18n/config';
import { required, valid } from './spec-fixtures';

const all = Object.values(definitions);

/** Labels and hints of a field and its sub-fields and options, all of which staff read in their language. */
function textsOf(field: EditorField): Record<string, string>[] {
  return [
    field.label,
    ...(field.hint ? [field.hint] : []),
    ...(field.itemLabel ? [field.itemLabel] : []),
    ...(field.options ?? []).map((o) => o.label),
    ...(field.fields ?? []).flatMap(textsOf),
  ];
}

function fieldNamed(kind: BlockKind, name: string) {
  const field = definitions[kind].fields.find((f) => f.name === name);
  if (!field) throw new Error(`${kind} has no field ${name}`);
  return field;
}

describe('block definitions', () => {
  it('has one renderer per kind and registry keys equal to the kinds', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual([...blockKinds].sort());
    for (const [key, definition] of Object.entries(definitions)) expect(definition.kind).toBe(key);
  });

  it('offers exactly the 14 toolbar kinds of docs/requirements.md §2', () => {
    const toolbar = all.filter((d) => d.sets.includes('toolbar')).map((d) => d.kind);
    expect(toolbar.sort()).toEqual(
      [
        'headline',
        'text',
        'link',
        'image',
        'faq',
        'video',
        'audio',
        'viewer',
        'quote',
        'fullteaser',
        'teaserlist',
        'imagelist',
        'videolist',
        'socialmedia',
      ].sort(),
    );
    expect(
      all
        .filter((d) => d.sets.includes('legacy'))
        .map((d) => d.kind)
        .sort(),
    ).toEqual(['container', 'socialmedia', 'videolist']);
  });

  it('labels every kind, field, option and hint in German, English and Czech', () => {
    for (const definition of all) {
      const texts = [definition.label, ...definition.fields.flatMap(textsOf)];
      for (const text of texts)
        for (const locale of locales)
          expect(text[locale]?.trim(), `${definition.kind}: ${JSON.stringify(text)}`).toBeTruthy();
    }
  });

  it('lists every field of every schema once, except the id, kind and system fields', () => {
    for (const definition of all) {
      const shape = Object.keys(definition.schema.shape).filter(
        (name) => !['id', 'kind', ...definition.system].includes(name),
      );
      const names = definition.fields.map((f) => f.name);
      expect(names.toSorted(), definition.kind).toEqual(shape.toSorted());
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('creates a valid new block from the defaults, asking only for fields marked required', () => {
    for (const definition of all) {
      const create = definition.create as (values?: object) => { id: string; kind: string };
      try {
        const block = create();
        expect(block.kind).toBe(definition.kind);
        expect(block.id).toMatch(new RegExp(`^${definition.kind.slice(0, 24)}-`));
      } catch (error) {
        expect(error, definition.kind).toBeInstanceOf(z.ZodError);
        const missing = new Set((error as z.ZodError).issues.map((issue) => String(issue.path[0])));
        const required = definition.fields.filter((f) => f.required).map((f) => f.name);
        for (const name of missing)
          expect(required, `${definition.kind}.${name} is required by the schema`).toContain(name);
      }
    }
  });

  it('marks the required fields of docs/requirements.md §5', () => {
    for (const [kind, name] of required)
      expect(fieldNamed(kind as BlockKind, name).required, `${kind}.${name}`).toBe(true);
  });

  it('creates the smallest valid block of every kind from its required values', () => {
    for (const [kind, { kind: _, ...values }] of Object.entries(valid)) {
      const create = definitions[kind as BlockKind].create as (values: object) => { kind: string };
      expect(create(values).kind).toBe(kind);
    }
  });

  it('reads the limits of docs/requirements.md §5 and §9 from the schemas', () => {
    expect(fieldNamed('fullteaser', 'text')).toMatchObject({ maxLength: 3000, legacyMaxLength: 256 });
    expect(fieldNamed('blogteaserlist', 'count')).toMatchObject({ min: 1, max: 8 });
    expect(fieldNamed('headline', 'headline_level')).toMatchObject({ min: 2, max: 6 });
    expect(fieldNamed('audio', 'embed').embedGroup).toBe('audio');
    const audioProviders = fieldNamed('audio', 'media_type').options ?? [];
    expect(audioProviders.map((o) => [o.value, o.legacyOnly ?? false])).toEqual([
      ['spotify', false],
      ['soundcloud', false],
      ['podigee', false],
      ['idagio', true],
    ]);
    expect(
      definitions.fullteaser.schema.safeParse({
        kind: 'fullteaser',
        id: 'x',
        headline: 'H',
        text: 'a'.repeat(300),
        editor_set: 'legacy',
      }).success,
    ).toBe(false);
  });

  it('tells which media a block uses, nested blocks included', () => {
    const gallery = definitions.imagelist.create({
      items: [
        { id: 'a', image: 4 },
        { id: 'b', image: 9 },
      ],
    });
    expect(mediaIdsOf(gallery)).toEqual([4, 9]);
    const nested = definitions.container.create({
      columns: [{ children: [{ kind: 'image', id: 'i', image: 7 }, { kind: 'nonsense' }] }],
    });
    expect(mediaIdsOf(nested)).toEqual([7]);
    expect(mediaIdsOf(definitions.text.create())).toEqual([]);
  });
});
