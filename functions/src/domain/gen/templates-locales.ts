import { LANGUAGES, type Language } from '@aed/shared/constants/limits';
import { type GenDefinition, type GenNames, labelIn } from './gen-model';

/** The fixed texts of a generated screen in each language. */
const UI: Record<Language, Record<string, Record<string, string>>> = {
  en: {
    columns: { id: 'ID', createTime: 'Created', actions: 'Actions' },
    boolean: { true: 'Yes', false: 'No' },
    buttons: { query: 'Query', add: 'Add', edit: 'Edit', remove: 'Delete', export: 'Export' },
    search: { label: 'Search', all: 'All', submit: 'Search', reset: 'Reset' },
    toolbar: { label: 'Actions', add: 'Add', delete: 'Delete', export: 'Export' },
    table: { loading: 'Loading…', empty: 'No records found', retry: 'Retry', selectAll: 'Select all records on this page', selectRow: 'Select record {{name}}' },
    form: { addTitle: 'Add', editTitle: 'Edit', loading: 'Loading the record…', select: 'Select' },
    validation: { required: 'This field is required', maxLength: 'At most {{max}} characters', invalid: 'Please enter a valid value' },
    delete: { title: 'Confirm deletion', messageOne: 'Delete the record "{{name}}"?', messageMany: 'Delete the {{count}} selected records?', confirm: 'Delete', cancel: 'Cancel' },
    toast: { added: 'Added successfully', modified: 'Modified successfully', deleted: 'Deleted successfully' },
  },
  fr: {
    columns: { id: 'ID', createTime: 'Créé le', actions: 'Actions' },
    boolean: { true: 'Oui', false: 'Non' },
    buttons: { query: 'Consulter', add: 'Ajouter', edit: 'Modifier', remove: 'Supprimer', export: 'Exporter' },
    search: { label: 'Rechercher', all: 'Tous', submit: 'Rechercher', reset: 'Réinitialiser' },
    toolbar: { label: 'Actions', add: 'Ajouter', delete: 'Supprimer', export: 'Exporter' },
    table: { loading: 'Chargement…', empty: 'Aucun enregistrement', retry: 'Réessayer', selectAll: 'Sélectionner tous les enregistrements de cette page', selectRow: "Sélectionner l'enregistrement {{name}}" },
    form: { addTitle: 'Ajouter', editTitle: 'Modifier', loading: "Chargement de l'enregistrement…", select: 'Choisir' },
    validation: { required: 'Ce champ est obligatoire', maxLength: 'Au plus {{max}} caractères', invalid: 'Veuillez saisir une valeur valide' },
    delete: { title: 'Confirmer la suppression', messageOne: "Supprimer l'enregistrement « {{name}} » ?", messageMany: 'Supprimer les {{count}} enregistrements sélectionnés ?', confirm: 'Supprimer', cancel: 'Annuler' },
    toast: { added: 'Ajouté avec succès', modified: 'Modifié avec succès', deleted: 'Supprimé avec succès' },
  },
  'zh-CN': {
    columns: { id: '编号', createTime: '创建时间', actions: '操作' },
    boolean: { true: '是', false: '否' },
    buttons: { query: '查询', add: '新增', edit: '修改', remove: '删除', export: '导出' },
    search: { label: '搜索', all: '全部', submit: '搜索', reset: '重置' },
    toolbar: { label: '操作', add: '新增', delete: '删除', export: '导出' },
    table: { loading: '加载中…', empty: '暂无数据', retry: '重试', selectAll: '选择本页全部记录', selectRow: '选择记录 {{name}}' },
    form: { addTitle: '新增', editTitle: '修改', loading: '正在加载记录…', select: '请选择' },
    validation: { required: '此项为必填项', maxLength: '最多 {{max}} 个字符', invalid: '请输入有效的值' },
    delete: { title: '确认删除', messageOne: '是否删除记录“{{name}}”？', messageMany: '是否删除选中的 {{count}} 条记录？', confirm: '删除', cancel: '取消' },
    toast: { added: '新增成功', modified: '修改成功', deleted: '删除成功' },
  },
  'zh-TW': {
    columns: { id: '編號', createTime: '建立時間', actions: '操作' },
    boolean: { true: '是', false: '否' },
    buttons: { query: '查詢', add: '新增', edit: '修改', remove: '刪除', export: '匯出' },
    search: { label: '搜尋', all: '全部', submit: '搜尋', reset: '重設' },
    toolbar: { label: '操作', add: '新增', delete: '刪除', export: '匯出' },
    table: { loading: '載入中…', empty: '暫無資料', retry: '重試', selectAll: '選取本頁全部紀錄', selectRow: '選取紀錄 {{name}}' },
    form: { addTitle: '新增', editTitle: '修改', loading: '正在載入紀錄…', select: '請選擇' },
    validation: { required: '此欄位為必填', maxLength: '最多 {{max}} 個字元', invalid: '請輸入有效的值' },
    delete: { title: '確認刪除', messageOne: '是否刪除紀錄「{{name}}」？', messageMany: '是否刪除選取的 {{count}} 筆紀錄？', confirm: '刪除', cancel: '取消' },
    toast: { added: '新增成功', modified: '修改成功', deleted: '刪除成功' },
  },
};

const ERRORS: Record<Language, { notFound: string; tooMany: string }> = {
  en: { notFound: 'The record does not exist', tooMany: 'The maximum number of records has been reached' },
  fr: { notFound: "L'enregistrement n'existe pas", tooMany: "Le nombre maximal d'enregistrements est atteint" },
  'zh-CN': { notFound: '记录不存在', tooMany: '记录数量已达上限' },
  'zh-TW': { notFound: '紀錄不存在', tooMany: '紀錄數量已達上限' },
};

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** `<m>.json` and `errors.<m>.json` for every language; labels fall back to English. */
export function localeFiles(def: GenDefinition, n: GenNames): { path: string; content: string }[] {
  return LANGUAGES.flatMap((lng) => [
    {
      path: `web/src/locales/${lng}/${n.m}.json`,
      content: json({
        title: labelIn(def.businessName, lng),
        fields: Object.fromEntries(def.fields.map((f) => [f.name, labelIn(f.label, lng)])),
        ...UI[lng],
      }),
    },
    { path: `web/src/locales/${lng}/errors.${n.m}.json`, content: json({ [n.m]: ERRORS[lng] }) },
  ]);
}
