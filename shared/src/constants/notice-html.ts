/**
 * What notice HTML may hold, wherever it is cleaned: by the server before it is stored (sanitize-html,
 * functions/src/domain/notice/sanitize-notice-html.ts) and by the browser before it is rendered, in the list, the top
 * bar or the editor (web/src/features/notice/utils/sanitize-notice-html.ts). Basic formatting, links (http, https,
 * mailto; opened in a new tab without opener) and images (http(s) or raster data URIs). Nothing else survives: no
 * script, event handler, style, class, frame or javascript: URL.
 */
export const NOTICE_HTML = {
  allowedTags: ['p', 'br', 'hr', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'sub', 'sup', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'a', 'img'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] } as Record<string, readonly string[]>,
  /** URL schemes of a link (an address without a scheme is relative; a protocol-relative `//host` is refused). */
  linkSchemes: ['http', 'https', 'mailto'],
  /** Removed with their content (other tags that are not allowed are removed, their text kept). */
  droppedWithContent: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  /** Every link opens in a new tab without access to its opener. */
  linkAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
} as const;

/** Raster image data URIs only (an SVG could carry script). */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i;

/** An image source a notice may show: http(s), or a raster data URI. An image without one is removed. */
export const isSafeNoticeImageSrc = (src: string): boolean => /^https?:\/\//i.test(src.trim()) || SAFE_DATA_IMAGE.test(src.trim());

/** A link target a notice may hold: a relative address, or one of the link schemes (never `//host`, never javascript:). */
export function isSafeNoticeHref(href: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"): judge the address without them.
  // eslint-disable-next-line no-control-regex
  const url = href.replace(/[\u0000-\u0020\u007f]/g, '');
  if (url.startsWith('//') || url.startsWith('\\\\') || url.startsWith('/\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return !scheme || (NOTICE_HTML.linkSchemes as readonly string[]).includes(scheme[1]!.toLowerCase());
}
