/** Dictionaries: types and their data (values per language). */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import * as dict from '@aed/shared/schemas/dict';
import type { RouteDefinition } from '../../route-types';

const T = '/upms/system/dict/type';
const D = '/upms/system/dict/data';

export const DICT_ROUTES = [
  { id: 'DictTypePage', method: 'GET', path: `${T}/page`, entry: 'system/dict/get-dict-type-page', access: PERMISSIONS.dict.list, summary: 'Dictionary types, one page', query: dict.dictTypePageQuery },
  { id: 'DictTypeInfo', method: 'GET', path: `${T}/info`, entry: 'system/dict/get-dict-type-info', access: PERMISSIONS.dict.query, summary: 'One dictionary type by id', query: dict.dictTypeInfoQuery },
  { id: 'DictTypeOptions', method: 'GET', path: `${T}/optionselect`, entry: 'system/dict/get-dict-type-options', access: 'session', summary: 'Every dictionary type (id, name, key) for selectors' },
  { id: 'DictTypeAdd', method: 'POST', path: `${T}/add`, entry: 'system/dict/post-dict-type-add', access: PERMISSIONS.dict.add, summary: 'Add a dictionary type', body: dict.addDictTypeBody, log: { module: 'dict', type: 'add' } },
  { id: 'DictTypeUpdate', method: 'PUT', path: `${T}/update`, entry: 'system/dict/put-dict-type-update', access: PERMISSIONS.dict.edit, summary: 'Update a dictionary type (a new key renames its data)', body: dict.updateDictTypeBody, log: { module: 'dict', type: 'update' } },
  { id: 'DictTypeDelete', method: 'DELETE', path: `${T}/delete`, entry: 'system/dict/delete-dict-type', access: PERMISSIONS.dict.remove, summary: 'Delete dictionary types without data (ids=1,2)', query: dict.deleteDictTypeQuery, log: { module: 'dict', type: 'delete' } },
  { id: 'DictTypeExport', method: 'GET', path: `${T}/export`, entry: 'system/dict/get-dict-type-export', access: PERMISSIONS.dict.export, summary: 'Dictionary types matching the search as xlsx', query: dict.dictTypeSearch, file: true, log: { module: 'dict', type: 'export' } },
  { id: 'DictDataPage', method: 'GET', path: `${D}/page`, entry: 'system/dict/get-dict-data-page', access: PERMISSIONS.dict.list, summary: 'Values of one dictionary type, one page', query: dict.dictDataPageQuery },
  { id: 'DictDataInfo', method: 'GET', path: `${D}/info`, entry: 'system/dict/get-dict-data-info', access: PERMISSIONS.dict.query, summary: 'One dictionary value by code', query: dict.dictDataInfoQuery },
  { id: 'DictDataByType', method: 'GET', path: `${D}/dictType/{type}`, entry: 'system/dict/get-dict-data-by-type', access: 'session', summary: "Enabled values of a type in the caller's language (lang, else the user's; English fallback)", params: dict.dictByTypeParams, query: dict.dictByTypeQuery },
  { id: 'DictDataAdd', method: 'POST', path: `${D}/add`, entry: 'system/dict/post-dict-data-add', access: PERMISSIONS.dict.add, summary: 'Add a dictionary value', body: dict.addDictDataBody, log: { module: 'dict', type: 'add' } },
  { id: 'DictDataUpdate', method: 'PUT', path: `${D}/update`, entry: 'system/dict/put-dict-data-update', access: PERMISSIONS.dict.edit, summary: 'Update a dictionary value', body: dict.updateDictDataBody, log: { module: 'dict', type: 'update' } },
  { id: 'DictDataDelete', method: 'DELETE', path: `${D}/delete`, entry: 'system/dict/delete-dict-data', access: PERMISSIONS.dict.remove, summary: 'Delete dictionary values (ids=1,2)', query: dict.deleteDictDataQuery, log: { module: 'dict', type: 'delete' } },
  { id: 'DictDataExport', method: 'GET', path: `${D}/export`, entry: 'system/dict/get-dict-data-export', access: PERMISSIONS.dict.export, summary: 'Values of one type matching the search as xlsx', query: dict.dictDataSearch, file: true, log: { module: 'dict', type: 'export' } },
] as const satisfies readonly RouteDefinition[];
