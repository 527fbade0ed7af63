import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { createAppSystem } from '../../../lib/theme';
import { i18n } from '../../../lib/i18n';
import { NoticeContent } from './notice-content';
import { RichTextEditor } from './rich-text-editor';

/** What an author might paste into the HTML source view: each part runs script once it is in the page's DOM. */
const HOSTILE =
  '<p>Maintenance <b>tonight</b></p><img src="x" onerror="window.__noticeXss = 1"><svg onload="window.__noticeXss = 2"></svg>' +
  '<a href="javascript:window.__noticeXss = 3">link</a><iframe srcdoc="<script>parent.__noticeXss = 4</script>"></iframe><script>window.__noticeXss = 5</script>';

function Editor({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <RichTextEditor testId="editor" value={value} onChange={setValue} />;
}

const wrap = (ui: React.ReactNode) =>
  render(
    <ChakraProvider value={createAppSystem('medium')}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </ChakraProvider>,
  );

/** Nothing in `el` that a browser would run: no handler attribute, no script, frame or SVG, no javascript: link. */
function expectInert(el: HTMLElement) {
  expect(el.querySelectorAll('script, iframe, svg, object, embed')).toHaveLength(0);
  for (const node of el.querySelectorAll('*')) {
    expect([...node.attributes].map((a) => a.name).filter((n) => n.startsWith('on'))).toEqual([]);
    expect(node.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
  }
}

describe('notice HTML in the page', () => {
  it('the editor shows HTML typed in the source view only cleaned when switching back to rich text', async () => {
    wrap(<Editor />);
    fireEvent.click(screen.getByTestId('editor-source'));
    fireEvent.change(await screen.findByTestId('editor-html'), { target: { value: HOSTILE } });
    fireEvent.click(screen.getByTestId('editor-source'));
    const editor = await screen.findByTestId('editor');
    await waitFor(() => expect(editor.textContent).toContain('Maintenance tonight'));
    expectInert(editor);
    expect(editor.querySelector('b')?.textContent).toBe('tonight');
    expect(editor.querySelector('a')?.textContent).toBe('link');
  });

  it('the editor opens a loaded notice cleaned', async () => {
    wrap(<Editor initial={HOSTILE} />);
    const editor = await screen.findByTestId('editor');
    await waitFor(() => expect(editor.textContent).toContain('Maintenance tonight'));
    expectInert(editor);
  });

  it('the notice content (top bar) renders cleaned', () => {
    wrap(<NoticeContent html={HOSTILE} testId="content" />);
    const content = screen.getByTestId('content');
    expect(content.textContent).toContain('Maintenance tonight');
    expectInert(content);
  });
});
