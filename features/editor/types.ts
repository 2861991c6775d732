import type { PageEntity } from '@/features/pages';

/** The page being edited, as GET /{lang}/pageeditor-api/page/{path} answers it for staff. */
export type EditorPage = PageEntity;
