import sanitizeHtml from 'sanitize-html';

/** A CSS length or percentage, as announcement styles use them (SPEC §4: pixel values become rem). */
const length = /^-?\d+(\.\d+)?(px|rem|em|%)?$/;
const lengths = /^(-?\d+(\.\d+)?(px|rem|em|%)?\s*){1,4}$/;
const colour = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;

/**
 * Announcement HTML is written by operators and shown to every visitor, so it passes an
 * allowlist on the way in and on the way out: text formatting, lists, tables, links (http,
 * https, mailto, tel, site paths) and images (https or site paths). Everything else goes:
 * scripts, frames, forms, event handlers, other URL schemes, classes and ids (they could dress
 * up as the site's own controls), and any style but colour, type, alignment, spacing and size
 * (no positioning, so nothing can cover the page).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'span', 'div', 'blockquote',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: [colour], 'background-color': [colour],
      'font-size': [length], 'font-weight': [/^(normal|bold|[1-9]00)$/], 'font-style': [/^(normal|italic)$/],
      'text-align': [/^(left|right|center|justify)$/], 'text-decoration': [/^(none|underline|line-through)$/],
      'line-height': [length], margin: [lengths], padding: [lengths],
      'margin-top': [length], 'margin-bottom': [length], 'padding-top': [length], 'padding-bottom': [length],
      width: [length], height: [length], 'max-width': [length],
    },
  },
  transformTags: {
    // A link opening elsewhere opens a new tab with no opener and no referrer; rel is ours, not the operator's.
    a: (tagName, { rel: _rel, ...attribs }) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
  // An image whose source was not allowed is dropped rather than left empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The announcement HTML with everything outside the allowlist removed. */
export function cleanAnnouncementHtml(html: string): string {
  return sanitizeHtml(html, options);
}
