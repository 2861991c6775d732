import { z } from 'zod';
import { idParam, localeParam, pageQuery } from '@/lib/api';

/** ?ordering= of the visitor list: a column, '-' first for descending. */
const visitorOrderings = ['created_at', 'email', 'last_name'] as const;

/** GET /{lang}/api/visitors/?search=&ordering=&page=&page_size= (paged like the resources). */
export const visitorListQuery = z.object({
  ...pageQuery(25),
  search: z.string().trim().max(200, 'search is limited to 200 characters').default(''),
  ordering: z
    .enum([...visitorOrderings, ...visitorOrderings.map((o) => `-${o}` as const)], {
      error: `ordering must be one of ${visitorOrderings.join(', ')} (with - for descending)`,
    })
    .default('-created_at'),
  /** react-admin asks for the edit view of every resource; the answer is the same. */
  view: z.string().max(20).optional(),
});
export type VisitorListQuery = z.infer<typeof visitorListQuery>;

/** The {lang} and numeric {id} of /{lang}/api/visitors/{id}/… */
export const visitorParams = z.object({ locale: localeParam, id: idParam });

/** POST /{lang}/api/visitors/{id}/{action}/ */
export const visitorActionParams = visitorParams.extend({
  action: z.enum(['resend-verification', 'deactivate', 'reactivate'], {
    error: 'action must be resend-verification, deactivate or reactivate',
  }),
});
