import { reportError } from '@/lib/report';
import { parseHeadHtml, type HeadNode } from '../head-html';

/** HTML attribute names whose React prop is spelled differently. */
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  fetchpriority: 'fetchPriority',
  nomodule: 'noModule',
  hreflang: 'hrefLang',
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
  itemprop: 'itemProp',
};
const BOOLEAN_PROPS = new Set(['async', 'defer', 'noModule', 'disabled']);

function toProps(attribs: Record<string, string>): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(attribs)) {
    // React only takes functions as event handlers; inline handler strings cannot be carried over.
    if (name.startsWith('on')) continue;
    const prop = PROP_NAMES[name] ?? name;
    props[prop] = BOOLEAN_PROPS.has(prop) ? true : value;
  }
  return props;
}

const decodeText = (html: string) =>
  html.replace(
    /&(lt|gt|quot|#39|amp);/g,
    (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e] ?? '',
  );

function HeadElement({ node, index }: { node: HeadNode; index: number }) {
  const props = toProps(node.attribs);
  switch (node.tag) {
    case 'meta':
      return <meta {...props} />;
    case 'base':
      return <base {...props} />;
    case 'title':
      return <title>{decodeText(node.content)}</title>;
    case 'link':
      // A stylesheet needs a precedence for React to place it in the head like the others.
      return node.attribs.rel?.toLowerCase() === 'stylesheet' ? (
        <link {...props} precedence="site-head" />
      ) : (
        <link {...props} />
      );
    case 'style':
      return (
        <style href={`site-head-style-${index}`} precedence="site-head">
          {node.content}
        </style>
      );
    case 'script':
      return <script {...props} dangerouslySetInnerHTML={node.attribs.src ? undefined : { __html: node.content }} />;
    case 'noscript':
      return <noscript dangerouslySetInnerHTML={{ __html: node.content }} />;
  }
}

/**
 * The site settings' html_header (docs/requirements.md §3), staff-authored code for the document head of public
 * pages: verification and social meta tags, icons, fonts, analytics snippets. React 19 places
 * meta, link, title, style and async external scripts in <head> wherever they are rendered; inline
 * and blocking scripts run where they stand, which is why the site layout renders this first.
 * Rendered from cached settings, so pages stay static.
 */
export function SiteHeadHtml({ html }: { html: string }) {
  const { nodes, skipped } = parseHeadHtml(html);
  if (skipped.length > 0)
    reportError(new Error('html_header holds elements that do not belong in a head'), { skipped });
  return (
    <>
      {nodes.map((node, i) => (
        <HeadElement key={i} node={node} index={i} />
      ))}
    </>
  );
}
