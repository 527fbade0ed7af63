import { useMutation } from '@tanstack/react-query';
import { UserImportTemplate } from '@aed/shared/routes/user.routes';
import { download } from '../../../lib/api-client';

/** The xlsx import template download. */
export const downloadImportTemplate = () => download(UserImportTemplate);

export const useDownloadImportTemplate = () => useMutation({ mutationFn: downloadImportTemplate });
