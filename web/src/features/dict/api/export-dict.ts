import { useMutation } from '@tanstack/react-query';
import type { DictDataSearch, DictTypeSearch } from '@aed/shared/schemas/dict';
import { downloadFile } from '../../../lib/api-client';
import { DICT_DATA_API, DICT_TYPE_API } from './dict-keys';

/** `GET /upms/system/dict/type/export?<search>`: xlsx download. */
export const exportDictTypes = (search: DictTypeSearch) => downloadFile(`${DICT_TYPE_API}/export`, search);
/** `GET /upms/system/dict/data/export?dictType=&<search>`: xlsx download. */
export const exportDictData = (search: DictDataSearch) => downloadFile(`${DICT_DATA_API}/export`, search);

export const useExportDictTypes = () => useMutation({ mutationFn: exportDictTypes });
export const useExportDictData = () => useMutation({ mutationFn: exportDictData });
