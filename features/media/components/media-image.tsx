import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import type { MediaObject } from '../types';

const SIZES: Record<string, string> = {
  large: '(min-width: 1280px) 1200px, 100vw',
  horizontal: '(min-width: 1280px) 1240px, 100vw',
  medium: '(min-width: 768px) 66vw, 100vw',
  small: '(min-width: 768px) 33vw, 100vw',
  vertical: '(min-width: 768px) 400px, 100vw',
};

/**
 * A stored image through the Next image optimizer (AVIF/WebP, responsive sizes, lazy unless
 * priority). getImageProps renders a plain <img> on the server: the <Image> component is a client
 * component and would ship about 4 KB gzip of JavaScript to every page for nothing interactive.
 */
export function MediaImage({
  image,
  format = 'large',
  priority = false,
  className,
  fill = false,
}: {
  image: MediaObject;
  format?: string;
  priority?: boolean;
  className?: string;
  fill?: boolean;
}) {
  const common = {
    src: image.url,
    alt: image.alt,
    className,
    preload: priority,
    fetchPriority: priority ? ('high' as const) : undefined,
    sizes: SIZES[format] ?? SIZES.large,
  };
  const { props } =
    fill || !image.width || !image.height
      ? getImageProps({ ...common, fill: true, style: { objectFit: 'cover' } })
      : getImageProps({ ...common, width: image.width, height: image.height });
  // What <Image preload> does: fetch the above-the-fold image with the document.
  if (priority)
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...props} />;
}
