'use client';

import { DeleteButton, ListButton, SaveButton, SearchInput, Toolbar, TopToolbar } from 'react-admin';
import { ViewOnSiteButton } from '../inputs';

/** The free-text search every list has (sent as ?search=). */
export const searchFilter = [<SearchInput key="q" source="q" alwaysOn />];

/** The German text of a translated field, for list columns and choices. */
export const de = (source: string) => (r: Record<string, Record<string, string>>) => r[source]?.de ?? '';

export function EditActions() {
  return (
    <TopToolbar>
      <ViewOnSiteButton />
      <ListButton />
    </TopToolbar>
  );
}

/** Save, and delete with an undo notification (the record also stays 30 days in the trash). */
export function EditToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="undoable" />
    </Toolbar>
  );
}
