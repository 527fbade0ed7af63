import * as z from 'zod';
import { idListQuery, optionalText, pageQuery } from '../api/envelope';
import { LIMITS } from '../constants/limits';

/**
 * Code generation (System tools): a stored definition of a module ("generator table") from which the server renders
 * the module skeleton in this project's pattern (see docs/decisions/0011-code-generation.md).
 */
export const GEN_FIELD_TYPES = ['string', 'number', 'boolean', 'date', 'enum'] as const;
export type GenFieldType = (typeof GEN_FIELD_TYPES)[number];
export const GEN_QUERY_MODES = ['eq', 'like'] as const;
export type GenQueryMode = (typeof GEN_QUERY_MODES)[number];

export const GEN_LIMITS = {
  maxFields: 30,
  /** Keyword (query) fields of a generated search form (spec section 9: at most five keyword columns). */
  maxQueryFields: LIMITS.keywordSearchColumns,
  /** Stored definitions live in one partition, so a list is one Query. */
  maxTables: 200,
  labelMaxLength: 50,
  defaultMaxLength: 100,
  maxStringLength: 2000,
} as const;

/**
 * Names a generated module may not take: every module this code base already has (shared/src/schemas/<m>.ts,
 * web features and locale namespaces, ElectroDB entity names, route directories), known at build time.
 */
export const EXISTING_MODULES = [
  'auth', 'captcha', 'certificate', 'common', 'config', 'counter', 'dashboard', 'dept', 'deptimage', 'dict', 'dictdata',
  'dicttype', 'errors', 'gen', 'gentable', 'job', 'joblock', 'joblog', 'layout', 'legal', 'log', 'logininfor', 'loginattempt',
  'loginlog', 'menu', 'monitor', 'notice', 'noticecontent', 'online', 'operlog', 'password', 'post', 'profile', 'role',
  'session', 'system', 'telemetry', 'tool', 'unique', 'upms', 'user', 'userimport', 'usermessage', 'userpost',
  'userreference', 'userrole', 'validation',
] as const;

/** ECMAScript reserved words (strict mode included), TypeScript type keywords and names that break objects. */
export const RESERVED_WORDS = [
  'abstract', 'any', 'arguments', 'as', 'async', 'await', 'bigint', 'boolean', 'break', 'case', 'catch', 'class', 'const',
  'constructor', 'continue', 'debugger', 'declare', 'default', 'delete', 'do', 'else', 'enum', 'eval', 'export', 'extends',
  'false', 'finally', 'for', 'from', 'function', 'get', 'global', 'if', 'implements', 'import', 'in', 'infer', 'instanceof',
  'interface', 'is', 'keyof', 'let', 'module', 'namespace', 'never', 'new', 'null', 'number', 'object', 'of', 'package',
  'private', 'protected', 'prototype', 'public', 'readonly', 'require', 'return', 'set', 'static', 'string', 'super',
  'switch', 'symbol', 'this', 'throw', 'true', 'try', 'type', 'typeof', 'undefined', 'unique', 'unknown', 'var', 'void',
  'while', 'with', 'yield', '__proto__', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString',
  'toString', 'valueOf',
] as const;

/** Attributes every generated record has, and `sheet` (the sheet-name key of the export's words); a field may not reuse them (nor `<module>Id`). */
export const GEN_SYSTEM_FIELDS = ['createBy', 'createTime', 'updateBy', 'updateTime', 'page', 'limit', 'ids', 'beginTime', 'endTime', 'pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'ttl', 'sheet'] as const;

export const GEN_PATTERNS = {
  /** Lowercase letters and digits: also the file, route, permission and namespace name. */
  moduleName: /^[a-z][a-z0-9]{1,29}$/,
  /** PascalCase: the types, entity and route ids (`<Entity>Record`, `<Entity>Page`). */
  entityName: /^[A-Z][A-Za-z0-9]{1,39}$/,
  /** camelCase. */
  fieldName: /^[a-z][A-Za-z0-9]{0,39}$/,
  /** Same as a dictionary type key. */
  dictType: /^[a-z][a-z0-9_]{0,99}$/,
} as const;

/** Free text that ends up in generated files (always as a JSON string literal): no control characters. */
const label = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f\u2028\u2029]*$/, 'gen.labelInvalid');

/** A text in English and optionally the other languages (an empty translation falls back to English). */
export const genLabels = z.object({
  en: label(GEN_LIMITS.labelMaxLength).min(1, 'common.validation'),
  fr: label(GEN_LIMITS.labelMaxLength).optional().default(''),
  'zh-CN': label(GEN_LIMITS.labelMaxLength).optional().default(''),
  'zh-TW': label(GEN_LIMITS.labelMaxLength).optional().default(''),
});
export type GenLabels = z.infer<typeof genLabels>;

export const genField = z.object({
  name: z.string().trim().min(1, 'common.validation').max(40),
  type: z.enum(GEN_FIELD_TYPES),
  label: genLabels,
  required: z.boolean().default(false),
  /** Strings only; other types ignore it. */
  maxLength: z.coerce.number().int().min(1).max(GEN_LIMITS.maxStringLength).default(GEN_LIMITS.defaultMaxLength),
  /** Dictionary binding: required for `enum`, refused on other types. */
  dictType: z.string().trim().max(100).optional().default(''),
  inList: z.boolean().default(true),
  inQuery: z.boolean().default(false),
  inForm: z.boolean().default(true),
  /** `like` (contains, case-insensitive) for strings only; other types compare equal. */
  queryMode: z.enum(GEN_QUERY_MODES).default('eq'),
});
export type GenField = z.infer<typeof genField>;

const isIdentifierOk = (name: string) => !(RESERVED_WORDS as readonly string[]).includes(name);

/** The definition rules (identifiers, reserved words, duplicates, bounds), shared by the form and the server. */
export function genDefinitionIssues(def: { moduleName: string; entityName: string; fields: readonly GenField[] }): { path: (string | number)[]; code: string }[] {
  const issues: { path: (string | number)[]; code: string }[] = [];
  if (!GEN_PATTERNS.moduleName.test(def.moduleName)) issues.push({ path: ['moduleName'], code: 'gen.identifierInvalid' });
  else if (!isIdentifierOk(def.moduleName)) issues.push({ path: ['moduleName'], code: 'gen.reservedWord' });
  else if ((EXISTING_MODULES as readonly string[]).includes(def.moduleName)) issues.push({ path: ['moduleName'], code: 'gen.moduleReserved' });
  if (!GEN_PATTERNS.entityName.test(def.entityName)) issues.push({ path: ['entityName'], code: 'gen.identifierInvalid' });
  else if ((EXISTING_MODULES as readonly string[]).includes(def.entityName.toLowerCase())) issues.push({ path: ['entityName'], code: 'gen.moduleReserved' });
  if (def.fields.length > GEN_LIMITS.maxFields) issues.push({ path: ['fields'], code: 'gen.tooManyFields' });
  if (def.fields.filter((f) => f.inQuery).length > GEN_LIMITS.maxQueryFields) issues.push({ path: ['fields'], code: 'gen.tooManyQueryFields' });
  if (def.fields.length > 0 && !def.fields.some((f) => f.inForm)) issues.push({ path: ['fields'], code: 'gen.formEmpty' });
  const seen = new Set<string>();
  const idField = `${def.moduleName}Id`;
  def.fields.forEach((f, i) => {
    if (!GEN_PATTERNS.fieldName.test(f.name)) issues.push({ path: ['fields', i, 'name'], code: 'gen.identifierInvalid' });
    else if (!isIdentifierOk(f.name) || (GEN_SYSTEM_FIELDS as readonly string[]).includes(f.name) || f.name === idField) issues.push({ path: ['fields', i, 'name'], code: 'gen.reservedWord' });
    else if (seen.has(f.name.toLowerCase())) issues.push({ path: ['fields', i, 'name'], code: 'gen.duplicateField' });
    seen.add(f.name.toLowerCase());
    if (f.type === 'enum' && !f.dictType) issues.push({ path: ['fields', i, 'dictType'], code: 'gen.dictTypeRequired' });
    if (f.dictType && (f.type !== 'enum' || !GEN_PATTERNS.dictType.test(f.dictType))) issues.push({ path: ['fields', i, 'dictType'], code: 'gen.dictTypeInvalid' });
    if (f.required && !f.inForm) issues.push({ path: ['fields', i, 'inForm'], code: 'gen.requiredNotInForm' });
  });
  return issues;
}

const genTableFields = {
  moduleName: z.string().trim().min(1, 'common.validation').max(30),
  entityName: z.string().trim().min(1, 'common.validation').max(40),
  businessName: genLabels,
  /** Menu directory the generated screen hangs under (a directory menu id, e.g. 1 System management). */
  parentMenuId: z.coerce.number().int().min(0).max(99_999_999).default(1),
  /** Menu id of the generated screen; its buttons take menuId * 10 + 1..4. */
  menuId: z.coerce.number().int().min(1000).max(9_999_999),
  fields: z.array(genField).min(1, 'common.validation').max(GEN_LIMITS.maxFields, 'gen.tooManyFields'),
  remark: z.string().trim().max(500).optional().default(''),
};

type GenCheckable = { moduleName: string; entityName: string; fields: GenField[] };
const withRules = <T extends z.ZodType<GenCheckable>>(schema: T) =>
  schema.superRefine((def, ctx) => {
    for (const issue of genDefinitionIssues(def)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.code });
  });

export const addGenTableBody = withRules(z.object(genTableFields));
export type AddGenTableBody = z.infer<typeof addGenTableBody>;
export const updateGenTableBody = withRules(z.object({ tableId: z.coerce.number().int().positive(), ...genTableFields }));
export type UpdateGenTableBody = z.infer<typeof updateGenTableBody>;

export const genTableRecord = z.object({
  tableId: z.number(),
  moduleName: z.string(),
  entityName: z.string(),
  businessName: genLabels,
  parentMenuId: z.number(),
  menuId: z.number(),
  fields: z.array(genField),
  remark: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type GenTableRecord = z.infer<typeof genTableRecord>;
/** A list row: the definition without its fields (the field count instead). */
export const genTableRow = genTableRecord.omit({ fields: true }).extend({ fieldCount: z.number() });
export type GenTableRow = z.infer<typeof genTableRow>;

export const genTableSearch = z.object({
  moduleName: optionalText(30),
  businessName: optionalText(GEN_LIMITS.labelMaxLength),
});
export type GenTableSearch = z.infer<typeof genTableSearch>;
export const genTablePageQuery = pageQuery.extend(genTableSearch.shape);
export type GenTablePageQuery = z.infer<typeof genTablePageQuery>;
export const genTableIdQuery = z.object({ tableId: z.coerce.number().int().positive() });
export const deleteGenTableQuery = idListQuery;

/** One generated file (preview answer). */
export const genFile = z.object({ path: z.string(), content: z.string() });
export type GenFile = z.infer<typeof genFile>;
