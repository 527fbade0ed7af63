import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import { sanitizeNoticeHtml } from '../utils/sanitize-notice-html';

/**
 * Notice content as HTML. The server stores it sanitized; it is cleaned again here with the same rules before it is
 * rendered, so no stored or injected markup can run script in the reader's page.
 */
export function NoticeContent({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => sanitizeNoticeHtml(html), [html]);
  return (
    <Box
      data-testid={testId}
      fontSize="sm"
      css={{ '& ul': { paddingLeft: '1.5em', listStyle: 'disc' }, '& ol': { paddingLeft: '1.5em', listStyle: 'decimal' }, '& a': { color: 'blue.600', textDecoration: 'underline' }, '& img': { maxWidth: '100%' } }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
