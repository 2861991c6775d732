'use client';

import { createContext, useContext } from 'react';
import { itemShape, type BlockKind, definitions } from '@/features/blocks';
import type { z } from 'zod';

/** The kind whose form is open, so item lists can start new items with the schema's defaults. */
export const BlockKindContext = createContext<BlockKind | null>(null);

export function useItemShape(name: string): Record<string, z.ZodType> | undefined {
  const kind = useContext(BlockKindContext);
  const schema = kind ? (definitions[kind].schema.shape as Record<string, z.ZodType>)[name] : undefined;
  return schema ? (itemShape(schema) as Record<string, z.ZodType> | undefined) : undefined;
}
