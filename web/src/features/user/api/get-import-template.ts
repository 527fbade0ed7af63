import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';
import { USER_API } from './user-keys';

/** `GET /upms/system/user/importTemplate`: the xlsx import template download. */
export const downloadImportTemplate = () => downloadFile(`${USER_API}/importTemplate`);

export const useDownloadImportTemplate = () => useMutation({ mutationFn: downloadImportTemplate });
