import sanitizeHtml from 'sanitize-html';
import { NOTICE_HTML, isSafeNoticeImageSrc } from '@aed/shared/constants/notice-html';

/** The shared notice HTML rules (shared/src/constants/notice-html.ts) as sanitize-html options. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...NOTICE_HTML.allowedTags],
  allowedAttributes: Object.fromEntries(Object.entries(NOTICE_HTML.allowedAttributes).map(([tag, names]) => [tag, [...names]])),
  // No style, class or event-handler attribute survives: only the attributes listed above.
  allowedSchemes: [...NOTICE_HTML.linkSchemes],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Script and style contents are dropped with their tags, not kept as text.
  nonTextTags: [...NOTICE_HTML.droppedWithContent],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...NOTICE_HTML.linkAttributes } }),
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const { src: _src, ...rest } = attribs;
      return { tagName, attribs: isSafeNoticeImageSrc(src) ? { src, ...rest } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Notice content as stored: the shared notice HTML rules applied (see shared/src/constants/notice-html.ts). */
export const sanitizeNoticeHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
