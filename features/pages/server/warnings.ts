import 'server-only';
import type { Locale } from '@/i18n/config';
import { eventIdsInText, eventLinkStates } from '@/features/events/server';
import type { DraftSection, ProgrammeWarning } from '../publishing';

type Found = { section: string; block_id: string; kind: string; event_id: number };

/** Every event link in a block's values (any field, nested items and rich text included). */
function linksIn(value: unknown, out: number[]) {
  if (typeof value === 'string') out.push(...eventIdsInText(value));
  else if (Array.isArray(value)) for (const item of value) linksIn(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) linksIn(item, out);
}

/**
 * docs/requirements.md §4 warnings tied to the programme: blocks that link to or tease an event date that is past,
 * cancelled or sold out. Publishing stays possible; the editor shows them with a link to the block.
 */
export async function programmeWarnings(
  sections: DraftSection[],
  locale: Locale,
  now = new Date(),
): Promise<ProgrammeWarning[]> {
  const found: Found[] = [];
  for (const section of sections)
    for (const column of section.columns)
      for (const block of column.children as { id?: string; kind?: string }[]) {
        const ids: number[] = [];
        linksIn(block, ids);
        for (const id of new Set(ids))
          found.push({
            section: section.slug,
            block_id: String(block.id ?? ''),
            kind: String(block.kind ?? ''),
            event_id: id,
          });
      }
  const states = await eventLinkStates(
    found.map((f) => f.event_id),
    locale,
    now,
  );
  return found.flatMap((f) => {
    const state = states.get(f.event_id);
    return state?.reason ? [{ ...f, title: state.title, date_start: state.date_start, reason: state.reason }] : [];
  });
}
