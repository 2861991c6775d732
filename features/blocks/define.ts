import type { z } from 'zod';
import { resolveFields, type EditorField, type FieldSpec, type Labels } from './editor-fields';

/**
 * Where staff find a kind (docs/requirements.md §2 and §3): `toolbar` - the 14 kinds of the page editor toolbar;
 * `legacy` - what the older editor set adds (social media, video list, container);
 * `catalogue` - the other modules of the catalogue, not offered in the toolbar.
 */
type EditorSet = 'toolbar' | 'legacy' | 'catalogue';

/** Every block schema is an object with a literal `kind` and an `id`. */
export type KindSchema = z.ZodObject<{ kind: z.ZodLiteral<string>; id: z.ZodString }>;

type Input<S extends KindSchema> = Omit<z.input<S>, 'kind' | 'id'>;

/** What create() needs: the fields the schema requires and the definition has no default for. */
type CreateArgs<S extends KindSchema, D> = Omit<Input<S>, keyof D> & Partial<Input<S>> & { id?: string };

/** create() takes no argument when nothing is left to give. */
type CreateParams<A> = Partial<A> extends A ? [values?: A] : [values: A];

/** Media ids of nested raw blocks (container columns, event list children), parsed by the registry. */
export type NestedMediaIds = (children: readonly unknown[]) => number[];

type Spec<S extends KindSchema, D> = {
  schema: S;
  label: Labels;
  sets: readonly [EditorSet, ...EditorSet[]];
  /** Start values of a new block for fields the schema requires but a new block can fill sensibly. */
  defaults: D;
  fields: readonly FieldSpec<z.output<S>>[];
  /** Fields the editor sets itself and never shows (e.g. which editor set saved the block). */
  system?: readonly Exclude<keyof z.output<S> & string, 'kind' | 'id'>[];
  mediaIds?: (block: z.output<S>, nested: NestedMediaIds) => number[];
};

export type BlockDefinition<S extends KindSchema, D> = {
  kind: z.output<S>['kind'];
  schema: S;
  label: Labels;
  sets: readonly EditorSet[];
  defaults: D;
  /** The editor's form: widgets, labels in every language, required flags, limits read from the schema. */
  fields: EditorField[];
  system: readonly string[];
  /** A new valid block: defaults, the given values and a fresh id (unless one is given), parsed by the schema. */
  create(...args: CreateParams<CreateArgs<S, D>>): z.output<S>;
  mediaIds(block: z.output<S>, nested: NestedMediaIds): number[];
};

/** A fresh id for a block or an item (the schema allows 64 characters). */
export function newBlockId(prefix: string) {
  return `${prefix.slice(0, 24)}-${crypto.randomUUID()}`;
}

const noMedia = () => [];

export function defineBlock<S extends KindSchema, D extends Partial<Input<S>>>(
  spec: Spec<S, D>,
): BlockDefinition<S, D> {
  const kind: z.output<S>['kind'] = spec.schema.shape.kind.value;
  return {
    kind,
    schema: spec.schema,
    label: spec.label,
    sets: spec.sets,
    defaults: spec.defaults,
    fields: resolveFields(spec.fields, spec.schema.shape),
    system: spec.system ?? [],
    create(values?: { id?: string }) {
      return spec.schema.parse({ ...spec.defaults, ...values, kind, id: values?.id ?? newBlockId(kind) });
    },
    mediaIds: spec.mediaIds ?? noMedia,
  };
}
