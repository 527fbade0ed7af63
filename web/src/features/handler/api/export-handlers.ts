import { useMutation } from '@tanstack/react-query';
import type { HandlerSearch } from '@aed/shared/schemas/handler';
import { downloadFile } from '../../../lib/api-client';
import { definedOnly } from '../../notify/api/notify-keys';
import { HANDLER_API } from './handler-keys';

/** `GET /product/handler/export?<search>`: xlsx of the assignments matching the search. */
export const exportHandlers = (search: HandlerSearch) => downloadFile(`${HANDLER_API}/export`, definedOnly(search));

export const useExportHandlers = () => useMutation({ mutationFn: exportHandlers });
