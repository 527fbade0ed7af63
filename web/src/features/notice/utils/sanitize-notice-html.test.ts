import { describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml } from './sanitize-notice-html';

/** Everything a cleaned fragment holds, parsed again as the page would: no handler, no script, no unsafe URL. */
function assertInert(html: string) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  for (const el of holder.querySelectorAll('*')) {
    for (const { name, value } of el.attributes) {
      expect(name, html).not.toMatch(/^on/i);
      expect(['style', 'class', 'srcdoc', 'formaction', 'xlink:href'], html).not.toContain(name);
      if (name === 'href' || name === 'src') expect(value.replace(/\s/g, ''), html).not.toMatch(/^(javascript|vbscript|data:text|data:image\/svg)/i);
    }
    expect(['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'form', 'input', 'base', 'meta', 'link'], html).not.toContain(el.localName);
  }
}

describe('sanitizeNoticeHtml (browser side of the shared notice rules)', () => {
  it('keeps formatting, links and images, and opens links in a new tab without opener', () => {
    expect(sanitizeNoticeHtml('<p>Update <b>now</b> <i>or</i> <u>later</u></p><ul><li>one</li></ul><h3>Title</h3>')).toBe(
      '<p>Update <b>now</b> <i>or</i> <u>later</u></p><ul><li>one</li></ul><h3>Title</h3>',
    );
    expect(sanitizeNoticeHtml('<a href="https://example.com/x" onclick="x()">site</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(sanitizeNoticeHtml('<img src="https://example.com/a.png" alt="a" onerror="x()">')).toBe('<img src="https://example.com/a.png" alt="a">');
    expect(sanitizeNoticeHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=">');
  });

  it.each([
    ['<img src=x onerror="window.__xss=1">', ''],
    ['<script>window.__xss=1</script><p>ok</p>', '<p>ok</p>'],
    ['<p onmouseover="x()" style="color:red" class="c">text</p>', '<p>text</p>'],
    ['<a href="javascript:alert(1)">a</a>', '<a target="_blank" rel="noopener noreferrer nofollow">a</a>'],
    ['<a href="java\tscript:alert(1)">a</a>', '<a target="_blank" rel="noopener noreferrer nofollow">a</a>'],
    ['<a href="&#106;avascript&colon;alert(1)">a</a>', '<a target="_blank" rel="noopener noreferrer nofollow">a</a>'],
    ['<a href="//evil.example/">a</a>', '<a target="_blank" rel="noopener noreferrer nofollow">a</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<svg onload="x()"><a xlink:href="javascript:x()">s</a></svg>', 's'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=x()>', ''],
    ['<iframe srcdoc="<script>x()</script>"></iframe>text', 'text'],
    ['<template><img src=x onerror=x()></template>t', 't'],
    ['<noscript><p title="</noscript><img src=x onerror=x()>"></noscript>', ''],
    ['<form action="https://x"><input name="a" value="b"><button formaction="javascript:x()">b</button></form>', 'b'],
    ['<!-- <img src=x onerror=x()> -->c', 'c'],
    ['<details open ontoggle="x()">d</details>', 'd'],
    ['<object data="javascript:x()"></object><embed src="javascript:x()">e', 'e'],
  ])('cleans %s', (dirty, clean) => {
    const out = sanitizeNoticeHtml(dirty);
    expect(out).toBe(clean);
    assertInert(out);
  });

  it('gives the same result when cleaned twice (what the editor shows is stable)', () => {
    const once = sanitizeNoticeHtml('<p>a<b>b</p>c<img src="https://x/y.png" onerror="z()"><a href="mailto:a@b.c">m</a>');
    expect(sanitizeNoticeHtml(once)).toBe(once);
  });
});
