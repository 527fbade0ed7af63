import { useMutation } from '@tanstack/react-query';
import type { ConfigSearch } from '@aed/shared/schemas/config';
import { ConfigExport } from '@aed/shared/routes/config.routes';
import { download } from '../../../lib/api-client';

/** The parameters matching the search as an xlsx download. */
export const exportConfigs = (search: ConfigSearch) => download(ConfigExport, { query: search });

export const useExportConfigs = () => useMutation({ mutationFn: exportConfigs });
