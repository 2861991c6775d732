import { z } from 'zod';

/** The editor's media library (docs/requirements.md §4 edit modal: image choice or a new upload). */
export const MEDIA_PAGE_SIZE = 24;
/** An upload larger than this is refused (413) before it is read whole. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

export const mediaLibraryQuery = z.object({
  q: z.string().max(100, 'q: at most 100 characters').default(''),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10000, 'page is too large')
    .default(1),
});

/** Alt text is required for every upload (WCAG 1.1.1); it is stored for the language it was given in. */
export const mediaUploadAlt = z.string().trim().min(1, 'alt is required').max(300, 'alt: at most 300 characters');

export type MediaLibraryItem = {
  id: number;
  url: string;
  thumb: string;
  alt: string;
  width: number | null;
  height: number | null;
  filename: string;
};
export type MediaLibraryPage = { count: number; page: number; page_size: number; results: MediaLibraryItem[] };
