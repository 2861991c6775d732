import Image from 'next/image';
import type { MediaObject } from '../types';

const SIZES: Record<string, string> = {
  large: '(min-width: 1280px) 1200px, 100vw',
  horizontal: '(min-width: 1280px) 1240px, 100vw',
  medium: '(min-width: 768px) 66vw, 100vw',
  small: '(min-width: 768px) 33vw, 100vw',
  vertical: '(min-width: 768px) 400px, 100vw',
};

/** A stored image through next/image (AVIF/WebP, responsive sizes, lazy unless priority). */
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
  const common = { src: image.url, alt: image.alt, className, priority, sizes: SIZES[format] ?? SIZES.large };
  if (fill || !image.width || !image.height) return <Image {...common} alt={image.alt} fill style={{ objectFit: 'cover' }} />;
  return <Image {...common} alt={image.alt} width={image.width} height={image.height} />;
}
