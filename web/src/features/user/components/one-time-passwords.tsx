import { Alert, Box, Button, Clipboard, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import Papa from 'papaparse';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import type { OneTimePassword } from '@aed/shared/schemas/user';
import { saveBlob } from '../../../lib/api-client';

/**
 * A cell starting like a formula (= + - @, tab, carriage return) is prefixed with ' so no spreadsheet runs it
 * (OWASP CSV injection). Passwords never start that way (the server makes them start with a letter or digit), so they
 * are written exactly; names come from the imported file and might.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The list as CSV (UTF-8 with a byte order mark, so spreadsheets read accents and CJK names), headers in the UI language. */
export function oneTimePasswordsCsv(passwords: OneTimePassword[], headers: [string, string, string, string]): string {
  const rows = passwords.map((p) => [p.row, p.username, p.nickName, p.password]);
  return `\uFEFF${Papa.unparse({ fields: headers, data: rows }, { escapeFormulae: FORMULA_START })}`;
}

interface Props {
  passwords: OneTimePassword[];
  /** The whole list was copied or downloaded. */
  onKept: () => void;
}

/**
 * The one-time passwords of the accounts an import created (decision 0027): shown once, at the end of the import,
 * with a copy button per row, "copy all" and a CSV download. The server keeps none of them.
 */
export function OneTimePasswords({ passwords, onKept }: Props) {
  const { t } = useTranslation('user');
  const k = (key: string) => t(`import.passwords.${key}`);
  const headers: [string, string, string, string] = [k('row'), k('account'), k('name'), k('password')];
  const allAsText = passwords.map((p) => `${p.username}\t${p.password}`).join('\n');

  const download = () => {
    const day = new Date().toISOString().slice(0, 10);
    saveBlob(`${k('fileName')}-${day}.csv`, new Blob([oneTimePasswordsCsv(passwords, headers)], { type: 'text/csv;charset=utf-8' }));
    onKept();
  };

  return (
    <Stack gap="3" data-testid="user-import-passwords">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('import.passwords.title', { count: passwords.length })}</Alert.Title>
          <Alert.Description>{k('hint')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="2" justify="flex-end">
        <Clipboard.Root value={allAsText} onStatusChange={(e) => e.copied && onKept()}>
          <Clipboard.Trigger asChild>
            <Button variant="outline" size="sm" data-testid="user-import-passwords-copy-all">
              <Clipboard.Indicator />
              {k('copyAll')}
            </Button>
          </Clipboard.Trigger>
        </Clipboard.Root>
        <Button size="sm" onClick={download} data-testid="user-import-passwords-download">
          <LuDownload /> {k('download')}
        </Button>
      </HStack>
      <Box maxH="64" overflowY="auto" borderWidth="1px" rounded="md">
        <Table.Root size="sm" striped stickyHeader>
          <Table.Header>
            <Table.Row>
              {headers.map((h) => (
                <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {passwords.map((p) => (
              <Table.Row key={p.username} data-testid={`user-import-password-${p.username}`}>
                <Table.Cell>{p.row}</Table.Cell>
                <Table.Cell>{p.username}</Table.Cell>
                <Table.Cell>{p.nickName}</Table.Cell>
                <Table.Cell>
                  <Text as="span" fontFamily="mono" data-testid="user-import-password-value">
                    {p.password}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Clipboard.Root value={p.password}>
                    <Clipboard.Trigger asChild>
                      <IconButton variant="ghost" size="xs" aria-label={t('import.passwords.copy', { account: p.username })}>
                        <Clipboard.Indicator />
                      </IconButton>
                    </Clipboard.Trigger>
                  </Clipboard.Root>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
