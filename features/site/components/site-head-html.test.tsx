// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseHeadHtml } from '../head-html';
import { SiteHeadHtml } from './site-head-html';

const STAFF_HTML = `
<meta name="google-site-verification" content="museum-4711">
<link rel="icon" href="/favicon-museum.svg" type="image/svg+xml">
<link rel="stylesheet" href="https://fonts.example/lindenau.css" crossorigin="anonymous">
<style>.hint > b { color: #2f4a3a; }</style>
<script async src="https://stats.example/tag.js?id=1&amp;v=2"></script>
<script>window.museumTag = { id: 'L-1', ok: 1 < 2 && "x" };</script>
<noscript><img src="https://stats.example/pixel.gif?id=1" alt=""></noscript>
<div>not a head element</div>`;

/** The document a public page gets: the site layout renders the head HTML somewhere inside <body>. */
function renderDocument(html: string) {
  const out = renderToString(
    <html lang="de">
      {/* eslint-disable-next-line @next/next/no-head-element -- a whole document, as the root layout renders it */}
      <head />
      <body>
        <SiteHeadHtml html={html} />
        <main>Seite</main>
      </body>
    </html>,
  );
  const head = out.slice(out.indexOf('<head>'), out.indexOf('</head>'));
  const body = out.slice(out.indexOf('<body>'));
  return { head, body };
}

describe('html_header of the site settings', () => {
  it('is split into its head elements, script and style text unchanged', () => {
    const { nodes, skipped } = parseHeadHtml(STAFF_HTML);
    expect(nodes.map((n) => n.tag)).toEqual(['meta', 'link', 'link', 'style', 'script', 'script', 'noscript']);
    expect(nodes[3].content).toBe('.hint > b { color: #2f4a3a; }');
    expect(nodes[4].attribs).toMatchObject({ async: '', src: 'https://stats.example/tag.js?id=1&v=2' });
    expect(nodes[5].content).toBe(`window.museumTag = { id: 'L-1', ok: 1 < 2 && "x" };`);
    expect(nodes[6].content).toBe('<img src="https://stats.example/pixel.gif?id=1" alt="">');
    expect(skipped).toEqual(['div']);
  });

  it('puts meta, link, style and async scripts into the document head', () => {
    const { head } = renderDocument(STAFF_HTML);
    expect(head).toContain('<meta name="google-site-verification" content="museum-4711"/>');
    expect(head).toContain('<link rel="icon" href="/favicon-museum.svg" type="image/svg+xml"/>');
    expect(head).toMatch(
      /<link rel="stylesheet" href="https:\/\/fonts.example\/lindenau.css" crossorigin="anonymous" data-precedence="site-head"\/>/,
    );
    expect(head).toContain('.hint > b { color: #2f4a3a; }');
    expect(head).toMatch(/<script async="" src="https:\/\/stats.example\/tag.js\?id=1&amp;v=2"><\/script>/);
  });

  it('keeps inline scripts runnable and leaves out what is not head content', () => {
    const { body } = renderDocument(STAFF_HTML);
    expect(body).toContain(`<script>window.museumTag = { id: 'L-1', ok: 1 < 2 && "x" };</script>`);
    expect(body).toContain('<noscript><img src="https://stats.example/pixel.gif?id=1" alt=""></noscript>');
    expect(body).not.toContain('not a head element');
  });

  it('renders nothing for empty settings', () => {
    expect(parseHeadHtml('  ').nodes).toEqual([]);
    expect(renderToString(<SiteHeadHtml html="" />)).toBe('');
  });
});
