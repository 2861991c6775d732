import { z } from 'zod';

/**
 * Every page module of SPEC section 3 is one member of this discriminated union. The renderer
 * registry (registry.tsx) maps each `kind` to its component, so a kind without a component fails the
 * type check. The same schemas validate what the editor saves.
 */
const id = z.string().min(1).max(64);
const anchor = z.string().max(100).regex(/^[A-Za-z0-9_-]*$/, 'anchor: letters, digits, - and _ only').default('');

export const headlineBlockSchema = z.object({
  kind: z.literal('headline'),
  id,
  headline_level: z.number().int().min(2).max(6).default(2),
  preline: z.string().max(300).default(''),
  content: z.string().trim().min(1, 'headline content is required').max(300),
  subline: z.string().max(300).default(''),
  anchor,
});

export const textBlockSchema = z.object({
  kind: z.literal('text'),
  id,
  /** Sanitized rich text (lib/sanitize.ts). */
  content: z.string().max(100_000),
  anchor,
  decrease_distance: z.boolean().default(false),
});

export const imageFormats = ['large', 'medium', 'small', 'vertical', 'horizontal'] as const;

export const imageBlockSchema = z.object({
  kind: z.literal('image'),
  id,
  /** Media id (media table). */
  image: z.number().int().positive('image is required'),
  format: z.enum(imageFormats).default('large'),
  link_url: z.string().max(2000).default(''),
  description: z.string().max(1000).default(''),
});

export const blockSchema = z.discriminatedUnion('kind', [headlineBlockSchema, textBlockSchema, imageBlockSchema]);

export type Block = z.infer<typeof blockSchema>;
export type BlockKind = Block['kind'];
export type BlockOf<K extends BlockKind> = Extract<Block, { kind: K }>;

/** Parses one stored block; unknown kinds and missing required fields come back as an error. */
export function parseBlock(raw: unknown) {
  return blockSchema.safeParse(raw);
}

/** Media ids a block refers to, so a page can load all its images in one query. */
export function mediaIdsOf(block: Block): number[] {
  switch (block.kind) {
    case 'image':
      return [block.image];
    default:
      return [];
  }
}
