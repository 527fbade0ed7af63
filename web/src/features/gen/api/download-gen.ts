import { useMutation } from '@tanstack/react-query';
import { GenDownload } from '@aed/shared/routes/gen.routes';
import { download } from '../../../lib/api-client';

/** The generated module as a zip. */
export const downloadGen = (tableId: number) => download(GenDownload, { query: { tableId } });

export const useDownloadGen = () => useMutation({ mutationFn: downloadGen });
