import sanitizeHtml from 'sanitize-html';

/**
 * Rich text allowed by SPEC section 5: bold, italic, links, bulleted and numbered lists, paragraphs.
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

/** Plain text from HTML (for meta descriptions and search excerpts). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
