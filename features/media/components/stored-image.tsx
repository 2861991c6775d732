import { IMAGE_SIZES, type ImageSizeName } from '@/lib/media-sizes';
import type { MediaObject, MediaThumbnails } from '../types';

/**
 * How wide pictures show in each kind of slot, for `sizes` (the stylesheets named are the truth:
 * change both together). An estimate a little too wide only costs a larger size now and then.
 */
export const IMAGE_SLOTS = {
  /** The hero of a detail page: .detail in components/detail-page.module.css, at most 46rem. */
  detail: '(min-width: 48em) 46rem, 100vw',
  /** A card of components/card-list.module.css: three columns at 75rem, two from 40rem, else one. */
  card: '(min-width: 75rem) 24rem, (min-width: 40em) 50vw, 100vw',
  /** The event teaser (teaser-card.module.css): two fifths of the content width from 48em. */
  teaser: '(min-width: 48em) 30rem, 100vw',
  /** A team member's portrait on their page (team.module.css .profile): a 16rem column from 48em. */
  portrait: '(min-width: 48em) 16rem, 100vw',
  /** A portrait in the team grid (team.module.css .grid, columns of 12rem and more). */
  teamCard: '(min-width: 40em) 20rem, 100vw',
} as const;

/** What a picture needs of its image (the events island's teasers carry no more); a width may be unknown. */
type StoredImageSource = Pick<MediaObject, 'url' | 'alt'> & { width?: number | null };

/**
 * The srcset of a stored image's generated sizes, narrowest first. A size is never wider than the
 * upload (lib/media-store.ts does not enlarge), so a narrow upload lists each width once.
 */
function thumbnailSrcSet(image: StoredImageSource, thumbnails: MediaThumbnails): string | undefined {
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const name of ['small', 'medium', 'large'] as const satisfies ImageSizeName[]) {
    const url = thumbnails[name];
    if (!url) continue;
    const width = Math.min(IMAGE_SIZES[name], image.width ?? IMAGE_SIZES[name]);
    if (seen.has(width)) continue;
    seen.add(width);
    entries.push(`${url} ${width}w`);
  }
  return entries.length > 0 ? entries.join(', ') : undefined;
}

/**
 * A stored image as a responsive <img> over its generated WebP sizes: a phone fetches and decodes
 * the 960 px size of a hero picture, not the 1600 px one (nor the upload, which may be megabytes).
 * `sizes` says how wide the picture shows, so the browser can pick before the layout exists.
 * `priority` is for the picture above the fold (fetched early, React preloads it with its srcset);
 * any other waits until it comes near the viewport.
 */
export function StoredImage({
  image,
  thumbnails = {},
  sizes,
  width,
  height,
  className,
  priority = false,
  alt = image.alt,
}: {
  image: StoredImageSource;
  thumbnails?: MediaThumbnails;
  sizes: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
  alt?: string;
}) {
  const srcSet = thumbnailSrcSet(image, thumbnails);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the generated sizes are already WebP; no optimizer round trip
    <img
      className={className}
      src={thumbnails.large ?? thumbnails.medium ?? thumbnails.small ?? image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
}
