import sanitizeHtml from 'sanitize-html';

/** Raster image data URIs only (an SVG could carry script). */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'sub', 'sup', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'a', 'img'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
  // No style, class or event-handler attribute survives: only the attributes listed above.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Script and style contents are dropped with their tags, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }),
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const safe = /^https?:\/\//i.test(src) || SAFE_DATA_IMAGE.test(src);
      const { src: _src, ...rest } = attribs;
      return { tagName, attribs: safe ? { src, ...rest } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Notice content as stored and shown: basic formatting, links (http, https, mailto; opened in a new tab without
 * opener) and images (http(s) or raster data URIs). Scripts, event handlers, styles, frames and javascript: URLs go.
 */
export const sanitizeNoticeHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
