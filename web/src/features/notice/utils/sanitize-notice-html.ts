import { NOTICE_HTML, isSafeNoticeHref, isSafeNoticeImageSrc } from '@aed/shared/constants/notice-html';

const ALLOWED = new Set<string>(NOTICE_HTML.allowedTags);
const DROPPED = new Set<string>(NOTICE_HTML.droppedWithContent);
const XHTML = 'http://www.w3.org/1999/xhtml';

/** Keeps only the allowed attributes of an allowed element; false when the element must go (an image without a safe source). */
function cleanAttributes(el: Element, tag: string): boolean {
  const allowed = NOTICE_HTML.allowedAttributes[tag] ?? [];
  for (const { name } of [...el.attributes]) if (!allowed.includes(name)) el.removeAttribute(name);
  if (tag === 'a') {
    const href = el.getAttribute('href');
    if (href !== null && !isSafeNoticeHref(href)) el.removeAttribute('href');
    for (const [name, value] of Object.entries(NOTICE_HTML.linkAttributes)) el.setAttribute(name, value);
  }
  if (tag === 'img') {
    const src = el.getAttribute('src') ?? '';
    if (!isSafeNoticeImageSrc(src)) return false;
    el.setAttribute('src', src.trim());
  }
  return true;
}

/** Cleans `parent`'s children in place: allowed elements stay (cleaned), others give way to their cleaned children. */
function cleanChildren(parent: ParentNode): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.remove(); // comments, processing instructions
      continue;
    }
    const el = node as Element;
    const tag = el.localName;
    // A <template> keeps its children in a fragment of its own: whatever it holds goes with it.
    if (DROPPED.has(tag) || tag === 'template') {
      el.remove();
      continue;
    }
    cleanChildren(el);
    // SVG and MathML elements are never allowed, whatever their name.
    if (el.namespaceURI === XHTML && ALLOWED.has(tag)) {
      if (!cleanAttributes(el, tag)) el.remove();
    } else {
      el.replaceWith(...el.childNodes);
    }
  }
}

/**
 * Notice HTML made safe to render in this page (the editor, the top bar): the shared notice rules
 * (shared/src/constants/notice-html.ts), which the server applies with sanitize-html before storing, applied here with
 * the browser's parser. The HTML is parsed into an inert document (nothing runs, nothing loads), cleaned there, and
 * only then handed to the page: stored notices are clean already, but what an author types in the HTML source view
 * reaches the editor before any server sees it.
 */
export function sanitizeNoticeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  cleanChildren(doc.body);
  return doc.body.innerHTML.trim();
}
