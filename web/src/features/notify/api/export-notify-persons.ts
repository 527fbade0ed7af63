import { useMutation } from '@tanstack/react-query';
import type { NotifyPersonSearch } from '@aed/shared/schemas/notify';
import { downloadFile } from '../../../lib/api-client';
import { NOTIFY_API, definedOnly } from './notify-keys';

/** `GET /product/notify/export?<search>`: xlsx of the persons matching the search. */
export const exportNotifyPersons = (search: NotifyPersonSearch) => downloadFile(`${NOTIFY_API}/export`, definedOnly(search));

export const useExportNotifyPersons = () => useMutation({ mutationFn: exportNotifyPersons });
