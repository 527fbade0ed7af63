import { useMutation } from '@tanstack/react-query';
import type { NotifyPersonSearch } from '@aed/shared/schemas/notify';
import { NotifyExport } from '@aed/shared/routes/notify.routes';
import { download } from '../../../lib/api-client';

/** Xlsx of the persons matching the search. */
export const exportNotifyPersons = (search: NotifyPersonSearch) => download(NotifyExport, { query: search });

export const useExportNotifyPersons = () => useMutation({ mutationFn: exportNotifyPersons });
