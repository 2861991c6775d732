import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMAGE_SLOTS, StoredImage } from '@/features/media';

const thumbnails = { small: '/media/7/small.webp', medium: '/media/7/medium.webp', large: '/media/7/large.webp' };
const photo = {
  id: 7,
  url: '/media/7/scheune.jpg',
  width: 2400,
  height: 1500,
  alt: 'Die Zehntscheune',
  credit: null,
  mime_type: 'image/jpeg',
};

describe('StoredImage', () => {
  it('offers the generated sizes narrowest first, so a phone fetches the 960 px size of a hero', () => {
    render(
      <StoredImage
        image={photo}
        thumbnails={thumbnails}
        sizes={IMAGE_SLOTS.detail}
        width={1600}
        height={1000}
        priority
      />,
    );
    const img = screen.getByRole('img', { name: 'Die Zehntscheune' });
    expect(img).toHaveAttribute(
      'srcset',
      '/media/7/small.webp 480w, /media/7/medium.webp 960w, /media/7/large.webp 1600w',
    );
    expect(img).toHaveAttribute('sizes', IMAGE_SLOTS.detail);
    expect(img).toHaveAttribute('src', '/media/7/large.webp');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading');
  });

  it('lists each width of a narrow upload once, with the width the file really has', () => {
    render(
      <StoredImage
        image={{ ...photo, width: 700 }}
        thumbnails={thumbnails}
        sizes={IMAGE_SLOTS.card}
        width={960}
        height={600}
      />,
    );
    expect(screen.getByRole('img')).toHaveAttribute('srcset', '/media/7/small.webp 480w, /media/7/medium.webp 700w');
  });

  it('loads a picture below the fold lazily', () => {
    render(<StoredImage image={photo} thumbnails={thumbnails} sizes={IMAGE_SLOTS.card} width={960} height={600} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('falls back to the upload without a srcset when no sizes were generated', () => {
    render(<StoredImage image={photo} sizes={IMAGE_SLOTS.detail} width={1600} height={1000} alt="" />);
    const img = screen.getByRole('presentation');
    expect(img).toHaveAttribute('src', '/media/7/scheune.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
