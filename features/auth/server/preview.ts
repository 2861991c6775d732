import 'server-only';
import { draftMode } from 'next/headers';

/**
 * Staff browse in Next's draft mode: pages render for them at request time, so they see drafts,
 * versions and offline pages (features/pages/server/load-page.ts). Switched on at login and by the
 * user call, off at logout; only a valid staff session makes it show anything.
 */
export async function setStaffPreview(on: boolean) {
  const draft = await draftMode();
  if (on && !draft.isEnabled) draft.enable();
  if (!on && draft.isEnabled) draft.disable();
}
