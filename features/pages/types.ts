import type { Locale } from '@/i18n/config';
import type { MediaThumbnails } from '@/features/media';
import type { ContainerEntity } from '@/features/blocks';

/** Paths of one page in every language, with the language prefix ('/de/besuch'). */
export type Urls = Partial<Record<Locale, string>>;

export type { ContainerEntity };

export type PageLink = { id: number; title: string; urls: Urls };

/** The page entity of docs/requirements.md §3. */
export type PageEntity = {
  id: number;
  urls: Urls;
  content_type: string;
  title: string;
  headline: string;
  is_online: boolean;
  is_clickable: boolean;
  in_menu: boolean;
  in_footer: boolean;
  is_landing_page: boolean;
  meta_title: string;
  meta_description: string;
  og_title: string;
  og_description: string;
  og_image: string | null;
  og_type: string;
  og_image_thumbs: MediaThumbnails;
  modules: ContainerEntity[];
  settings_url: string;
  parent: PageLink | null;
  siblings: PageLink[];
};

/** Menu entry of docs/requirements.md §3 (Navigation item). */
export type NavItem = { id: number; menu_name: string; url: string; children: NavItem[]; has_tab_navigation: boolean };
export type FooterLink = { title: string; url: string };
export type StickyItem = { text: string; link: string; url: string };
export type Navigation = { menu: NavItem[]; secondary: NavItem[]; footer: FooterLink[]; sticky: StickyItem[] };
