import sanitizeHtml from 'sanitize-html';

/**
 * Rich text allowed by docs/requirements.md §5: bold, italic, links, bulleted and numbered lists, paragraphs.
 * Links default to https; target=_blank always gets rel="noopener noreferrer".
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'a', 'ul', 'ol', 'li'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const withScheme = /^(https?:|mailto:|tel:|\/|#)/i.test(href) || href === '' ? href : `https://${href}`;
      const external = attribs.target === '_blank';
      return {
        tagName,
        attribs: { href: withScheme, ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}) },
      };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/**
 * HTML blocks (docs/requirements.md §3, html_code): staff may lay out, link, show images, tables and embeds (https
 * iframes), but no scripts, event handlers, forms or styles that could run code.
 */
const staffHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'iframe',
    'figure',
    'figcaption',
    'picture',
    'source',
    'video',
    'audio',
    'details',
    'summary',
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir', 'aria-*', 'role', 'data-*'],
    a: ['href', 'target', 'rel', 'name'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
    source: ['src', 'srcset', 'type', 'media'],
    video: ['src', 'controls', 'poster', 'width', 'height', 'muted', 'loop', 'playsinline'],
    audio: ['src', 'controls'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { iframe: ['https'], img: ['https', 'http', 'data'] },
  allowProtocolRelative: false,
};

export function sanitizeStaffHtml(html: string): string {
  return sanitizeHtml(html, staffHtmlOptions);
}
