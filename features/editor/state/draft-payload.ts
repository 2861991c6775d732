import type { Block } from '@/features/blocks';
import type { SectionContent } from './section-content';

/** A headline nobody has typed into yet: it shows its placeholder in edit mode and is not saved. */
export const isBlankHeadline = (block: Block) => block.kind === 'headline' && block.content.trim() === '';

/**
 * The sections as the draft stores them: a headline without text is left out (a headline needs its
 * text to be valid, and an empty one is nothing to keep); everything else as edited.
 */
export function draftContentOf(content: SectionContent): SectionContent {
  return {
    settings: content.settings,
    columns: content.columns.map((column) => ({
      classes: column.classes,
      children: column.children.filter((block) => !isBlankHeadline(block)),
    })),
  };
}

/** The save state staff see (docs/EDITING.md §1); "saved" only once the server has confirmed the save. */
export type SaveKind = 'saved' | 'saving' | 'unsaved' | 'conflict' | 'error';

export function shownSaveKind(save: SaveKind, changes: { typing: boolean; dirty: boolean }): SaveKind {
  if (save === 'saved' && (changes.typing || changes.dirty)) return 'unsaved';
  return save;
}
