import { useMutation } from '@tanstack/react-query';
import type { HandlerSearch } from '@aed/shared/schemas/handler';
import { HandlerExport } from '@aed/shared/routes/handler.routes';
import { download } from '../../../lib/api-client';
import { sentHandlerSearch } from './handler-keys';

/** Xlsx of the assignments matching the search. */
export const exportHandlers = (search: HandlerSearch) => download(HandlerExport, { query: sentHandlerSearch(search) });

export const useExportHandlers = () => useMutation({ mutationFn: exportHandlers });
