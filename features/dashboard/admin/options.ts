'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';

type Choice = { id: number; name: string; venue_id?: number };
type Options = { seat_plans?: (Choice & { categories: string[] })[] } & Record<
  | 'seasons'
  | 'exhibition_types'
  | 'genres'
  | 'event_tags'
  | 'production_tags'
  | 'person_categories'
  | 'article_categories'
  | 'article_tags'
  | 'rooms',
  Choice[]
>;

/** The option lists of the forms (GET /{lang}/api/dashboard-options/), loaded once per dashboard visit. */
export function useOptions(): Options | undefined {
  const [locale] = useLocaleState();
  const { data } = useQuery({
    queryKey: ['dashboard-options', locale],
    queryFn: async () =>
      (await fetch(`/${locale}/api/dashboard-options/`, { credentials: 'same-origin' })).json() as Promise<Options>,
    staleTime: 5 * 60_000,
  });
  return data;
}
