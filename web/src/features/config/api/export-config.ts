import { useMutation } from '@tanstack/react-query';
import type { ConfigSearch } from '@aed/shared/schemas/config';
import { downloadFile } from '../../../lib/api-client';
import { CONFIG_API } from './config-keys';

/** `GET /upms/system/config/export?<search>`: the parameters matching the search as an xlsx download. */
export const exportConfigs = (search: ConfigSearch) => downloadFile(`${CONFIG_API}/export`, search);

export const useExportConfigs = () => useMutation({ mutationFn: exportConfigs });
