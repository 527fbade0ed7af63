import { useMutation } from '@tanstack/react-query';
import type { OperLogSearch } from '@aed/shared/schemas/monitor';
import { downloadFile } from '../../../lib/api-client';
import { OPERLOG_API, definedOnly } from './monitor-keys';

/** `GET /logs/operlog/export?<search>`: the matching operation logs as xlsx. */
export const exportOperLogs = (search: OperLogSearch) => downloadFile(`${OPERLOG_API}/export`, definedOnly(search));

export const useExportOperLogs = () => useMutation({ mutationFn: exportOperLogs });
