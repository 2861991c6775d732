import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeMedia, renderBlock } from './render-block';

vi.mock('next-intl/server', () => import('@/tests/helpers/intl-server-mock'));
vi.mock('@/features/blocks/components/lazy-islands.client', () => import('./lazy-islands-mock'));
vi.mock('@/i18n/navigation', () => import('@/tests/helpers/navigation-mock'));

describe('image block', () => {
  it('renders the image with description, credit and link', async () => {
    await renderBlock({
      kind: 'image',
      id: 'i1',
      image: 1,
      format: 'medium',
      link_url: '/de/museumsdorf',
      description: 'Die Zehntscheune',
    });
    const img = screen.getByRole('img', { name: 'Bild 1' });
    expect(img.closest('a')).toHaveAttribute('href', '/de/museumsdorf');
    expect(screen.getByText(/Die Zehntscheune/)).toHaveTextContent('© Freilichtmuseum Lindenau');
  });

  it('crops the older vertical size to 400 x 500', async () => {
    const { container } = await renderBlock({ kind: 'image', id: 'i2', image: 2, format: 'vertical' });
    expect(container.querySelector('figure')).toHaveClass('block-image--vertical');
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('renders nothing for a missing image', async () => {
    const { container } = await renderBlock({ kind: 'image', id: 'i3', image: 99 });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('video block', () => {
  it('shows a consent placeholder and loads the youtube-nocookie player after consent', async () => {
    const { container } = await renderBlock({
      kind: 'video',
      id: 'v1',
      video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      title: 'Schmiedevorführung',
      length: '4:32',
    });
    expect(container.querySelector('iframe')).toBeNull();
    const gate = screen.getByRole('group', { name: /YouTube/ });
    fireEvent.click(within(gate).getByRole('button', { name: /YouTube/ }));
    const iframe = container.querySelector('iframe')!;
    expect(iframe).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(iframe).toHaveAttribute('title', 'Schmiedevorführung');
    expect(screen.getByText('Dauer 4:32')).toBeInTheDocument();
  });
});

describe('self-hosted video block', () => {
  it('plays our own file with the poster image and no consent gate', async () => {
    const { container } = await renderBlock({
      kind: 'video_self_hosted',
      id: 'vs',
      file: '/demo-media/windmuehle.webm',
      image: 3,
      title: 'Die Mühle dreht sich',
    });
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('poster', '/media/3/large.webp');
    expect(video.querySelector('source')).toHaveAttribute('src', '/demo-media/windmuehle.webm');
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe('audio, viewer and social media embeds', () => {
  it.each([
    [
      {
        kind: 'audio',
        id: 'a1',
        embed: '<iframe src="https://open.spotify.com/embed/show/4rOoJ6Egrf8K2IrywzwOMk"></iframe>',
        media_type: 'spotify',
      },
      'Spotify',
      'https://open.spotify.com/embed/show/4rOoJ6Egrf8K2IrywzwOMk',
    ],
    [
      { kind: 'viewer', id: 'w1', embed: 'https://issuu.com/museum/docs/programm', media_type: 'issuu' },
      'Issuu',
      'https://e.issuu.com/embed.html?u=museum&d=programm',
    ],
    [
      { kind: 'socialmedia', id: 's1', embed: 'https://www.instagram.com/p/C4lindenau1/', media_type: 'instagram' },
      'Instagram',
      'https://www.instagram.com/p/C4lindenau1/embed',
    ],
  ])('%o waits for consent, then shows the player', async (block, service, src) => {
    const { container } = await renderBlock(block);
    expect(container.querySelector('iframe')).toBeNull();
    expect(
      screen.getByRole('link', { name: new RegExp(`Bei ${service.replace(/[()]/g, '.')} öffnen`) }),
    ).toHaveAttribute('target', '_blank');
    fireEvent.click(within(screen.getByRole('group', { name: new RegExp(service) })).getAllByRole('button')[0]);
    expect(container.querySelector('iframe')).toHaveAttribute('src', src);
  });
});

describe('self-hosted audio block', () => {
  it('renders an audio player with title and description', async () => {
    const { container } = await renderBlock({
      kind: 'audio_self_hosted',
      id: 'as',
      file: '/demo-media/dorfglocke.wav',
      title: 'Die Glocke',
      description: 'Drei Schläge.',
    });
    expect(container.querySelector('audio')).toHaveAttribute('src', '/demo-media/dorfglocke.wav');
    expect(container.querySelector('audio')).toHaveAttribute('aria-label', 'Die Glocke');
    expect(screen.getByText('Drei Schläge.')).toBeInTheDocument();
  });
});

describe('video list block', () => {
  it('lists each video behind its own consent gate', async () => {
    await renderBlock({
      kind: 'videolist',
      id: 'vl',
      headline: 'Filme',
      items: [
        { id: 'x', video_url: 'https://youtu.be/aqz-KE-bpKQ', title: 'Brot' },
        { id: 'y', video_url: 'https://vimeo.com/76979871', title: 'Schule' },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Filme' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /YouTube/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Vimeo/ })).toBeInTheDocument();
  });
});

describe('image list block', () => {
  const items = [1, 2, 3].map((n) => ({ id: `i${n}`, image: n, caption: `Bild Nummer ${n}` }));

  it('renders a grid as a list of figures', async () => {
    await renderBlock({ kind: 'imagelist', id: 'il', headline: 'Galerie', variant: 'grid', items });
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Bild Nummer 2')).toBeInTheDocument();
  });

  it('defaults the format to standard', async () => {
    const { container } = await renderBlock(
      { kind: 'imagelist', id: 'il2', variant: 'masonry', items },
      { media: fakeMedia([1, 2, 3]) },
    );
    expect(container.querySelector('section')?.className).toMatch(/standard/);
  });

  it('turns the slider variant into a Swiper with labelled controls and a position status', async () => {
    await renderBlock({ kind: 'imagelist', id: 'il3', headline: 'Ein Jahr', variant: 'slider', items });
    const region = screen.getByRole('region', { name: 'Ein Jahr' });
    expect(within(region).getAllByRole('img')).toHaveLength(3);
    await waitFor(() => expect(within(region).getByText('1 von 3')).toBeInTheDocument());
    expect(region.querySelector('.swiper-wrapper')).not.toBeNull();
    // jsdom has no layout, so moving is checked in the browser (tests/e2e/blocks.spec.ts).
    expect(within(region).getByRole('button', { name: 'Nächstes Element' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Vorheriges Element' })).toBeInTheDocument();
  });
});

describe('logo list block', () => {
  it('names each partner and links out', async () => {
    await renderBlock({
      kind: 'logolist',
      id: 'll',
      headline: 'Partner',
      items: [{ id: 'p', image: 1, name: 'Landkreis Lindenau', link_url: 'https://landkreis.example' }],
    });
    expect(screen.getByRole('link', { name: 'Landkreis Lindenau' })).toHaveAttribute(
      'href',
      'https://landkreis.example',
    );
  });
});
