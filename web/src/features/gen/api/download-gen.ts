import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';
import { GEN_API } from './gen-keys';

/** `GET /upms/tool/gen/download?tableId=`: the generated module as a zip. */
export const downloadGen = (tableId: number) => downloadFile(`${GEN_API}/download`, { tableId });

export const useDownloadGen = () => useMutation({ mutationFn: downloadGen });
