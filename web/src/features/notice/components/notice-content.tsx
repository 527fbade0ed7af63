import { Box } from '@chakra-ui/react';

/** Notice content as HTML. The server stores it sanitized (no script, handler, style or javascript: URL). */
export function NoticeContent({ html, testId }: { html: string; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      fontSize="sm"
      css={{ '& ul': { paddingLeft: '1.5em', listStyle: 'disc' }, '& ol': { paddingLeft: '1.5em', listStyle: 'decimal' }, '& a': { color: 'blue.600', textDecoration: 'underline' }, '& img': { maxWidth: '100%' } }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
