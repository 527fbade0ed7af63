import { addGenTableBody } from '@aed/shared/schemas/gen';

/** Free text meant to break naive templates: quotes, template syntax, comment ends, backslashes, markup. */
export const TRICKY = '"q" ${x} */ `t` \\ </';

/** A definition with every field type, two dictionary bindings, five query fields and fields outside list or form. */
export const SAMPLE_BODY = {
  moduleName: 'genprobe',
  entityName: 'GenProbe',
  businessName: { en: `Probe ${TRICKY}`, fr: 'Sonde', 'zh-CN': '探针', 'zh-TW': '' },
  parentMenuId: 3,
  menuId: 9900,
  fields: [
    { name: 'serialNo', type: 'string', label: { en: `Serial ${TRICKY}` }, required: true, maxLength: 64, inQuery: true, queryMode: 'like' },
    { name: 'model', type: 'string', label: { en: 'Model', 'zh-CN': '型号' }, maxLength: 500 },
    { name: 'batteryLevel', type: 'number', label: { en: 'Battery' }, required: true, inQuery: true },
    { name: 'price', type: 'number', label: { en: 'Price' } },
    { name: 'active', type: 'boolean', label: { en: 'Active' }, inQuery: true },
    { name: 'installDate', type: 'date', label: { en: 'Installed' }, required: true, inQuery: true },
    { name: 'expiryDate', type: 'date', label: { en: 'Expires' } },
    { name: 'status', type: 'enum', label: { en: 'Status' }, dictType: 'sys_normal_disable', inQuery: true },
    { name: 'kind', type: 'enum', label: { en: 'Kind' }, dictType: 'sys_yes_no', inList: false },
    { name: 'note', type: 'string', label: { en: 'Note' }, inForm: false },
  ],
};

export const SAMPLE = addGenTableBody.parse(SAMPLE_BODY);

/**
 * The other branches of the templates: no query field (a screen without a search bar), no text field (the id names a
 * record), a form of a number and a checkbox only.
 */
export const MINIMAL = addGenTableBody.parse({
  moduleName: 'genmini',
  entityName: 'GenMini',
  businessName: { en: 'Mini' },
  parentMenuId: 3,
  menuId: 9800,
  fields: [
    { name: 'level', type: 'number', label: { en: 'Level' }, required: true },
    { name: 'enabled', type: 'boolean', label: { en: 'Enabled' } },
  ],
});
