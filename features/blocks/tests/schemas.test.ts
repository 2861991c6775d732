import { describe, expect, it } from 'vitest';
import { blockKinds, isAllowedEmbed, mediaIdsOf, parseBlock, providerOf } from '..';
import { playerUrl } from '../embed-urls';
import { required, valid } from './spec-fixtures';

describe('block schemas', () => {
  it('cover every kind with a minimal valid example', () => {
    expect(Object.keys(valid).sort()).toEqual([...blockKinds].sort());
    for (const raw of Object.values(valid)) expect(parseBlock(raw).success, JSON.stringify(raw)).toBe(true);
  });

  it.each(required)('%s: %s is required', (kind, field) => {
    const { [field]: _removed, ...rest } = valid[kind];
    expect(parseBlock(rest).success).toBe(false);
    if (typeof valid[kind][field] === 'string')
      expect(parseBlock({ ...valid[kind], [field]: '   ' }).success).toBe(false);
  });

  it('rejects unknown kinds', () => {
    expect(parseBlock({ kind: 'carousel', id: 'a' }).success).toBe(false);
  });

  it('applies defaults: headline level 2, image list format standard, button style', () => {
    const h = parseBlock(valid.headline);
    const list = parseBlock(valid.imagelist);
    const link = parseBlock(valid.link);
    expect(h.success && h.data.kind === 'headline' && h.data.headline_level).toBe(2);
    expect(list.success && list.data.kind === 'imagelist' && list.data.format).toBe('standard');
    expect(link.success && link.data.kind === 'link' && link.data.style).toBe('button');
  });

  it('limits headline levels to 2-6', () => {
    expect(parseBlock({ ...valid.headline, headline_level: 1 }).success).toBe(false);
    expect(parseBlock({ ...valid.headline, headline_level: 7 }).success).toBe(false);
    expect(parseBlock({ ...valid.headline, headline_level: 6 }).success).toBe(true);
  });

  it('takes a blog teaser count from 1 to 8 only', () => {
    for (const count of [0, 9, 2.5, '3']) expect(parseBlock({ ...valid.blogteaserlist, count }).success).toBe(false);
    for (const count of [1, 8]) expect(parseBlock({ ...valid.blogteaserlist, count }).success).toBe(true);
  });

  it('limits full teaser text to 3000, and to 256 in the older editor set', () => {
    expect(parseBlock({ ...valid.fullteaser, text: 'x'.repeat(3000) }).success).toBe(true);
    expect(parseBlock({ ...valid.fullteaser, text: 'x'.repeat(3001) }).success).toBe(false);
    expect(parseBlock({ ...valid.fullteaser, editor_set: 'legacy', text: 'x'.repeat(256) }).success).toBe(true);
    expect(parseBlock({ ...valid.fullteaser, editor_set: 'legacy', text: 'x'.repeat(257) }).success).toBe(false);
  });

  it('refuses javascript: links and unsafe anchors and classes', () => {
    expect(parseBlock({ ...valid.link, link: 'javascript:alert(1)' }).success).toBe(false);
    expect(parseBlock({ ...valid.headline, anchor: 'a"><script>' }).success).toBe(false);
    expect(parseBlock({ ...valid.link, extra_class: 'x" onclick="y' }).success).toBe(false);
  });

  it('needs an image or a video for hero media, and online_to after online_from', () => {
    expect(parseBlock({ ...valid.heromedia, image: null }).success).toBe(false);
    expect(parseBlock({ ...valid.heromedia, image: null, video: '/demo-media/windmuehle.webm' }).success).toBe(true);
    expect(parseBlock({ ...valid.heromedia, online_to: '2025-12-31T00:00:00+01:00' }).success).toBe(false);
    expect(parseBlock({ ...valid.heromedia, online_from: 'tomorrow' }).success).toBe(false);
  });
});

describe('embed hosts (docs/requirements.md §5)', () => {
  it.each([
    ['audio', 'spotify', 'https://open.spotify.com/episode/1'],
    ['audio', 'soundcloud', 'https://soundcloud.com/museum/glocke'],
    ['audio', 'podigee', 'https://dorfgeschichten.podigee.io/12-die-muellerin/embed'],
    ['audio', 'idagio', 'https://app.idagio.com/albums/x'],
    ['viewer', 'issuu', 'https://issuu.com/m/docs/d'],
    ['viewer', 'yumpu', 'https://www.yumpu.com/de/document/view/1'],
    ['viewer', 'indesign', 'https://indd.adobe.com/view/abc'],
    ['socialmedia', 'instagram', 'https://www.instagram.com/p/abc/'],
    ['socialmedia', 'twitter', 'https://twitter.com/m/status/1'],
    ['socialmedia', 'twitter', 'https://x.com/m/status/1'],
    ['socialmedia', 'facebook', 'https://www.facebook.com/museum/posts/1'],
    ['socialmedia', 'tiktok', 'https://www.tiktok.com/@museum/video/1'],
  ] as const)('%s accepts %s (%s)', (kind, media_type, embed) => {
    expect(parseBlock({ kind, id: 'a', embed, media_type }).success).toBe(true);
  });

  it.each([
    ['audio', 'spotify', 'https://open.spotify.evil.com/episode/1'],
    ['audio', 'spotify', 'https://soundcloud.com/museum/glocke'],
    ['viewer', 'issuu', 'http://issuu.com/m/docs/d'],
    ['socialmedia', 'instagram', 'https://www.youtube.com/watch?v=1'],
    ['audio', 'spotify', '<iframe src="https://tracker.example/embed"></iframe>'],
    ['audio', 'spotify', 'javascript:alert(1)'],
  ] as const)('%s refuses %s with %s', (kind, media_type, embed) => {
    expect(parseBlock({ kind, id: 'a', embed, media_type }).success).toBe(false);
  });

  it('allows only YouTube and Vimeo for videos and video lists', () => {
    expect(isAllowedEmbed('video', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe(true);
    expect(providerOf('video', 'https://youtu.be/aqz-KE-bpKQ')).toBe('youtube');
    expect(providerOf('video', 'https://player.vimeo.com/video/1')).toBe('vimeo');
    expect(parseBlock({ ...valid.video, video_url: 'https://dailymotion.com/video/x' }).success).toBe(false);
    expect(
      parseBlock({ ...valid.videolist, items: [{ id: 'v', video_url: 'https://notyoutube.com/watch?v=1' }] }).success,
    ).toBe(false);
  });

  it('builds player URLs from share links and iframe snippets', () => {
    expect(playerUrl('youtube', 'https://youtu.be/aqz-KE-bpKQ')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(playerUrl('vimeo', 'https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(playerUrl('spotify', 'https://open.spotify.com/episode/abc')).toBe(
      'https://open.spotify.com/embed/episode/abc',
    );
    expect(playerUrl('twitter', 'https://x.com/m/status/123')).toBe(
      'https://platform.twitter.com/embed/Tweet.html?id=123',
    );
    expect(playerUrl('tiktok', 'https://www.tiktok.com/@m/video/77')).toBe('https://www.tiktok.com/embed/v2/77');
    expect(playerUrl('soundcloud', '<iframe src="https://w.soundcloud.com/player/?url=x&amp;color=1"></iframe>')).toBe(
      'https://w.soundcloud.com/player/?url=x&color=1',
    );
  });
});

describe('mediaIdsOf', () => {
  it('finds images of lists, teasers and nested container blocks', () => {
    const parsed = parseBlock({
      kind: 'container',
      id: 'c',
      columns: [
        {
          classes: '',
          children: [
            { kind: 'image', id: 'i', image: 7 },
            {
              kind: 'imagelist',
              id: 'l',
              items: [
                { id: 'x', image: 8 },
                { id: 'y', image: 9 },
              ],
            },
          ],
        },
      ],
    });
    expect(parsed.success && mediaIdsOf(parsed.data)).toEqual([7, 8, 9]);
  });
});
