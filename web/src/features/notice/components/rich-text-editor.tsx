import { useEffect, useRef, useState } from 'react';
import { Box, Button, ButtonGroup, HStack, IconButton, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBold, LuCode, LuHeading, LuItalic, LuLink, LuList, LuListOrdered, LuRemoveFormatting, LuUnderline } from 'react-icons/lu';
import { sanitizeNoticeHtml } from '../utils/sanitize-notice-html';

interface Props {
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  testId: string;
}

/** Runs a formatting command on the selection (the browser's editing commands; no editor library). */
const exec = (command: string, arg?: string) => document.execCommand?.(command, false, arg);

/**
 * A minimal rich-text editor: a contentEditable area with bold, italic, underline, heading, lists, link and
 * clear-formatting buttons, and an HTML source view. It shows HTML only cleaned (utils/sanitize-notice-html.ts); what it
 * produces is sanitized again by the server.
 */
export function RichTextEditor({ value, onChange, invalid, testId }: Props) {
  const { t } = useTranslation('notice');
  const ref = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState(false);

  // The editable area owns its DOM while focused: it is (re)filled only when shown or changed from outside, and
  // only with cleaned HTML (what was typed in the source view could carry script: issue 14).
  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== value) el.innerHTML = sanitizeNoticeHtml(value);
  }, [source, value]);

  const command = (name: string, arg?: string) => () => {
    ref.current?.focus();
    exec(name, arg);
    if (ref.current) onChange(ref.current.innerHTML);
  };
  const link = () => {
    const url = window.prompt(t('editor.linkPrompt'), 'https://');
    if (url && /^(https?:|mailto:)/i.test(url.trim())) command('createLink', url.trim())();
  };

  const tools = [
    { label: t('editor.bold'), icon: <LuBold />, run: command('bold') },
    { label: t('editor.italic'), icon: <LuItalic />, run: command('italic') },
    { label: t('editor.underline'), icon: <LuUnderline />, run: command('underline') },
    { label: t('editor.heading'), icon: <LuHeading />, run: command('formatBlock', 'h3') },
    { label: t('editor.bulletList'), icon: <LuList />, run: command('insertUnorderedList') },
    { label: t('editor.numberedList'), icon: <LuListOrdered />, run: command('insertOrderedList') },
    { label: t('editor.link'), icon: <LuLink />, run: link },
    { label: t('editor.clear'), icon: <LuRemoveFormatting />, run: command('removeFormat') },
  ];

  return (
    <Box borderWidth="1px" rounded="md" borderColor={invalid ? 'border.error' : 'border'} width="full">
      <HStack justify="space-between" px="1" py="1" borderBottomWidth="1px" wrap="wrap">
        <ButtonGroup size="xs" variant="ghost" gap="0" attached={false} role="toolbar" aria-label={t('editor.toolbar')}>
          {tools.map((tool) => (
            <IconButton key={tool.label} aria-label={tool.label} title={tool.label} disabled={source} onMouseDown={(e) => e.preventDefault()} onClick={tool.run}>
              {tool.icon}
            </IconButton>
          ))}
        </ButtonGroup>
        <Button size="xs" variant={source ? 'subtle' : 'ghost'} aria-pressed={source} data-testid={`${testId}-source`} onClick={() => setSource((s) => !s)}>
          <LuCode /> {t('editor.source')}
        </Button>
      </HStack>
      {source ? (
        <Textarea
          data-testid={`${testId}-html`}
          aria-label={t('editor.source')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={10}
          border="0"
          fontFamily="mono"
          fontSize="xs"
        />
      ) : (
        <Box
          ref={ref}
          data-testid={testId}
          role="textbox"
          aria-multiline="true"
          aria-label={t('fields.noticeContent')}
          contentEditable
          suppressContentEditableWarning
          onInput={(e) => onChange(e.currentTarget.innerHTML)}
          minH="40"
          maxH="80"
          overflowY="auto"
          px="3"
          py="2"
          outline="none"
          css={{ '& ul': { paddingLeft: '1.5em', listStyle: 'disc' }, '& ol': { paddingLeft: '1.5em', listStyle: 'decimal' }, '& a': { color: 'blue.600', textDecoration: 'underline' }, '& h3': { fontWeight: 'bold', fontSize: 'lg' } }}
        />
      )}
    </Box>
  );
}
