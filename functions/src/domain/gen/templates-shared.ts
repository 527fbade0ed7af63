import type { GenField } from '@aed/shared/schemas/gen';
import { type GenDefinition, type GenNames, isTextual, maxLengthOf } from './gen-model';

const recordType = (f: GenField) => (f.type === 'number' ? 'z.number()' : f.type === 'boolean' ? 'z.boolean()' : 'z.string()');

/** The body schema of one field (the SPA sends numbers as numbers, empty optional numbers omitted). */
function bodyType(f: GenField): string {
  switch (f.type) {
    case 'number':
      return f.required ? 'z.number().finite()' : 'z.number().finite().optional().default(0)';
    case 'boolean':
      return 'z.boolean().default(false)';
    case 'date':
      return f.required ? "z.iso.date()" : "z.union([z.iso.date(), z.literal('')]).optional().default('')";
    default:
      return f.required
        ? `z.string().trim().min(1, 'common.validation').max(${maxLengthOf(f)})`
        : `z.string().trim().max(${maxLengthOf(f)}).optional().default('')`;
  }
}

function searchType(f: GenField): string {
  if (isTextual(f)) return `optionalText(${maxLengthOf(f)})`;
  if (f.type === 'number') return "z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().finite().optional())";
  return "z.enum(['true', 'false']).optional().or(z.literal('').transform(() => undefined))";
}

export function schemaFile(def: GenDefinition, n: GenNames): string {
  const form = def.fields.filter((f) => f.inForm);
  const query = def.fields.filter((f) => f.inQuery);
  return `import * as z from 'zod';
import { idListQuery, ${query.some(isTextual) ? 'optionalText, ' : ''}pageQuery } from '../api/envelope';

/** ${n.E} records (generated): one partition, bounded by MAX_${n.M}_ROWS, so a list is one Query. */
export const MAX_${n.M}_ROWS = 1000;

export const ${n.e}Record = z.object({
  ${n.id}: z.number(),
${def.fields.map((f) => `  ${f.name}: ${recordType(f)},`).join('\n')}
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type ${n.E}Record = z.infer<typeof ${n.e}Record>;

const ${n.e}Fields = {
${def.fields.map((f) => `  ${f.name}: ${bodyType(f)},`).join('\n')}
};

export const add${n.E}Body = z.object(${n.e}Fields);
export type Add${n.E}Body = z.infer<typeof add${n.E}Body>;
/** Fields outside the form keep their stored values on update. */
export const update${n.E}Body = z.object({
  ${n.id}: z.coerce.number().int().positive(),
${form.map((f) => `  ${f.name}: ${n.e}Fields.${f.name},`).join('\n')}
});
export type Update${n.E}Body = z.infer<typeof update${n.E}Body>;

export const ${n.e}Search = z.object({
${query.map((f) => `  ${f.name}: ${searchType(f)},`).join('\n')}
});
export type ${n.E}Search = z.infer<typeof ${n.e}Search>;
export const ${n.e}PageQuery = pageQuery.extend(${n.e}Search.shape);
export type ${n.E}PageQuery = z.infer<typeof ${n.e}PageQuery>;
export const ${n.e}InfoQuery = z.object({ ${n.id}: z.coerce.number().int().positive() });
export const delete${n.E}Query = idListQuery;
`;
}

export function errorsFile(_def: GenDefinition, n: GenNames): string {
  return `import type { ErrorDefinitions } from './error-definition';

/** Errors of the generated module ${n.m}. */
export const ${n.M}_ERRORS = {
  '${n.m}.notFound': { status: 404, message: 'The record does not exist' },
  '${n.m}.tooMany': { status: 409, message: 'The maximum number of records has been reached' },
} as const satisfies ErrorDefinitions;
`;
}
