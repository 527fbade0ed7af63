/** Dictionaries: types and their data (values per language). */
import { PERMISSIONS } from '../permissions/permissions';
import * as dict from '../schemas/dict';
import { noData, pageOf } from '../api/envelope';
import { defineRoute } from '../api/route';
import * as z from 'zod';

const T = '/upms/system/dict/type';
const D = '/upms/system/dict/data';

export const DictTypePage = defineRoute({ id: 'DictTypePage', method: 'GET', path: `${T}/page`, access: PERMISSIONS.dict.list, summary: 'Dictionary types, one page', query: dict.dictTypePageQuery, response: pageOf(dict.dictTypeRecord) });
export const DictTypeInfo = defineRoute({ id: 'DictTypeInfo', method: 'GET', path: `${T}/info`, access: PERMISSIONS.dict.query, summary: 'One dictionary type by id', query: dict.dictTypeInfoQuery, response: dict.dictTypeRecord });
export const DictTypeOptions = defineRoute({ id: 'DictTypeOptions', method: 'GET', path: `${T}/optionselect`, access: 'session', summary: 'Every dictionary type (id, name, key) for selectors', response: z.array(dict.dictTypeOption) });
export const DictTypeAdd = defineRoute({ id: 'DictTypeAdd', method: 'POST', path: `${T}/add`, access: PERMISSIONS.dict.add, summary: 'Add a dictionary type', body: dict.addDictTypeBody, log: { module: 'dict', type: 'add' }, response: dict.dictTypeRecord });
export const DictTypeUpdate = defineRoute({ id: 'DictTypeUpdate', method: 'PUT', path: `${T}/update`, access: PERMISSIONS.dict.edit, summary: 'Update a dictionary type (a new key renames its data)', body: dict.updateDictTypeBody, log: { module: 'dict', type: 'update' }, response: dict.dictTypeRecord });
export const DictTypeDelete = defineRoute({ id: 'DictTypeDelete', method: 'DELETE', path: `${T}/delete`, access: PERMISSIONS.dict.remove, summary: 'Delete dictionary types without data (ids=1,2)', query: dict.deleteDictTypeQuery, log: { module: 'dict', type: 'delete' }, response: noData });
export const DictTypeExport = defineRoute({ id: 'DictTypeExport', method: 'GET', path: `${T}/export`, access: PERMISSIONS.dict.export, summary: 'Dictionary types matching the search as xlsx', query: dict.dictTypeSearch, file: true, log: { module: 'dict', type: 'export' } });
export const DictDataPage = defineRoute({ id: 'DictDataPage', method: 'GET', path: `${D}/page`, access: PERMISSIONS.dict.list, summary: 'Values of one dictionary type, one page', query: dict.dictDataPageQuery, response: pageOf(dict.dictDataRecord) });
export const DictDataInfo = defineRoute({ id: 'DictDataInfo', method: 'GET', path: `${D}/info`, access: PERMISSIONS.dict.query, summary: 'One dictionary value by code', query: dict.dictDataInfoQuery, response: dict.dictDataRecord });
export const DictDataByType = defineRoute({ id: 'DictDataByType', method: 'GET', path: `${D}/dictType/{type}`, access: 'session', summary: "Enabled values of a type in the caller's language (lang, else the user's; English fallback)", params: dict.dictByTypeParams, query: dict.dictByTypeQuery, response: z.array(dict.dictDataRecord) });
export const DictDataAdd = defineRoute({ id: 'DictDataAdd', method: 'POST', path: `${D}/add`, access: PERMISSIONS.dict.add, summary: 'Add a dictionary value', body: dict.addDictDataBody, log: { module: 'dict', type: 'add' }, response: dict.dictDataRecord });
export const DictDataUpdate = defineRoute({ id: 'DictDataUpdate', method: 'PUT', path: `${D}/update`, access: PERMISSIONS.dict.edit, summary: 'Update a dictionary value', body: dict.updateDictDataBody, log: { module: 'dict', type: 'update' }, response: dict.dictDataRecord });
export const DictDataDelete = defineRoute({ id: 'DictDataDelete', method: 'DELETE', path: `${D}/delete`, access: PERMISSIONS.dict.remove, summary: 'Delete dictionary values (ids=1,2)', query: dict.deleteDictDataQuery, log: { module: 'dict', type: 'delete' }, response: noData });
export const DictDataExport = defineRoute({ id: 'DictDataExport', method: 'GET', path: `${D}/export`, access: PERMISSIONS.dict.export, summary: 'Values of one type matching the search as xlsx', query: dict.dictDataSearch, file: true, log: { module: 'dict', type: 'export' } });
export const DICT_ROUTES = [DictTypePage, DictTypeInfo, DictTypeOptions, DictTypeAdd, DictTypeUpdate, DictTypeDelete, DictTypeExport, DictDataPage, DictDataInfo, DictDataByType, DictDataAdd, DictDataUpdate, DictDataDelete, DictDataExport] as const;
