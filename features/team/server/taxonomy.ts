import 'server-only';
import { schema } from '@/lib/db';
import { affects } from '@/lib/write-effects';
import { defineNamedResource } from '@/features/resources/server';

/** The groups of the team page (/api/person-categories/). */
export const personCategoryResource = defineNamedResource({
  name: 'person-categories',
  table: schema.personCategories,
  tags: affects('person-category'),
  uses: [{ label: 'team member(s) in this group', table: schema.persons, column: schema.persons.categoryId }],
});
