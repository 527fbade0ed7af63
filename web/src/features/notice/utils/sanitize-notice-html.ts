import { Parser } from 'htmlparser2';
import { NOTICE_HTML, isSafeNoticeHref, isSafeNoticeImageSrc } from '@aed/shared/constants/notice-html';

const ALLOWED = new Set<string>(NOTICE_HTML.allowedTags);
/** Removed with everything inside (a <template> holds a fragment of its own: whatever it holds goes with it). */
const DROPPED = new Set<string>([...NOTICE_HTML.droppedWithContent, 'template']);
/** SVG and MathML: none of their elements is allowed, whatever its name (an `a` inside an `svg` is not a link). */
const FOREIGN = new Set(['svg', 'math']);
/** Elements that have no content and no end tag. */
const VOID = new Set(['br', 'hr', 'img']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/\u00a0/g, '&nbsp;');

/** The allowed attributes of an allowed element, cleaned; null when the element must go (an image without a safe source). */
function cleanAttributes(tag: string, attribs: Record<string, string>): [string, string][] | null {
  const allowed = NOTICE_HTML.allowedAttributes[tag] ?? [];
  const kept = Object.entries(attribs).filter(([name]) => allowed.includes(name));
  if (tag === 'a') {
    const cleaned = kept.filter(([name, value]) => name !== 'href' || isSafeNoticeHref(value));
    for (const [name, value] of Object.entries(NOTICE_HTML.linkAttributes)) {
      const at = cleaned.findIndex(([n]) => n === name);
      if (at >= 0) cleaned[at] = [name, value];
      else cleaned.push([name, value]);
    }
    return cleaned;
  }
  if (tag === 'img') {
    const src = attribs.src ?? '';
    if (!isSafeNoticeImageSrc(src)) return null;
    return kept.map(([name, value]) => [name, name === 'src' ? src.trim() : value]);
  }
  return kept;
}

/**
 * Notice HTML made safe to render in this page (the editor, the top bar): the shared notice rules
 * (shared/src/constants/notice-html.ts), which the server applies with sanitize-html before storing, applied here with
 * the same HTML tokenizer (htmlparser2). The HTML is read as text and the clean result is written out from the allowed
 * tags and attributes only: what an author types in the HTML source view never enters any document before it is
 * cleaned, not even an inert one (Chromium checks an event handler attribute against the page's
 * Content-Security-Policy as soon as a parser sets it, in a DOMParser document too, and reports a violation).
 * Stored notices are clean already, but what is typed in the source view reaches the editor before any server sees it.
 */
export function sanitizeNoticeHtml(html: string): string {
  let out = '';
  /** Inside an element removed with its content, or an SVG / MathML element: how deep. */
  let dropped = 0;
  let foreign = 0;
  /** What each open element wrote: its end tag, or nothing (an element given way to its children). */
  const open: { end: string; drop: boolean; foreign: boolean }[] = [];
  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        const drop = dropped > 0 || DROPPED.has(tag);
        const isForeign = !drop && FOREIGN.has(tag);
        let end = '';
        if (!drop && foreign === 0 && !isForeign && ALLOWED.has(tag)) {
          const attributes = cleanAttributes(tag, attribs);
          if (attributes) {
            out += `<${tag}${attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')}>`;
            if (!VOID.has(tag)) end = `</${tag}>`;
          }
        }
        if (drop) dropped++;
        if (isForeign) foreign++;
        open.push({ end, drop, foreign: isForeign });
      },
      ontext(text) {
        if (dropped === 0) out += escapeText(text);
      },
      // htmlparser2 closes every element it opened, in order (an unclosed one at the end, a void one at once).
      onclosetag() {
        const element = open.pop();
        if (!element) return;
        if (element.drop) dropped--;
        if (element.foreign) foreign--;
        out += element.end;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false },
  );
  parser.write(html);
  parser.end();
  return out.trim();
}
