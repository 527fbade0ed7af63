import type { GenField, GenLabels } from '@aed/shared/schemas/gen';
import type { Language } from '@aed/shared/constants/limits';

/** What the generator needs of a stored definition (already validated by the shared rules). */
export interface GenDefinition {
  moduleName: string;
  entityName: string;
  businessName: GenLabels;
  parentMenuId: number;
  menuId: number;
  fields: readonly GenField[];
}

/** Every name the templates use, derived once from the definition. */
export interface GenNames {
  /** `device`: files, routes, permissions, locale namespace. */
  m: string;
  /** `DEVICE`: constants. */
  M: string;
  /** `DeviceModel`: types, entity, route ids. */
  E: string;
  /** `deviceModel`: schema values. */
  e: string;
  /** `deviceId`: the numeric key. */
  id: string;
  /** `system/device`: the handlers' folder under functions/src/routes (the route table maps the module's routes to it). */
  folder: string;
  /** Distinct dictionary types, in field order; the web code names them dict0, dict1, ... */
  dictTypes: string[];
}

export function namesOf(def: GenDefinition): GenNames {
  const dictTypes = [...new Set(def.fields.filter((f) => f.type === 'enum' && f.dictType).map((f) => f.dictType))];
  return {
    m: def.moduleName,
    M: def.moduleName.toUpperCase(),
    E: def.entityName,
    e: def.entityName[0].toLowerCase() + def.entityName.slice(1),
    id: `${def.moduleName}Id`,
    folder: `system/${def.moduleName}`,
    dictTypes,
  };
}

/** A user-controlled text as a TypeScript string literal: JSON escaping, never raw interpolation. */
export const lit = (value: string): string => JSON.stringify(value);

/** A label in one language, English when that language is empty. */
export const labelIn = (labels: GenLabels, lng: Language): string => (labels[lng] ?? '').trim() || labels.en;

export const isTextual = (f: GenField) => f.type === 'string' || f.type === 'enum' || f.type === 'date';
/** Upper bound of a text field's length. */
export const maxLengthOf = (f: GenField) => (f.type === 'string' ? f.maxLength : f.type === 'date' ? 10 : 100);
export const dictVar = (names: GenNames, f: GenField) => `dict${names.dictTypes.indexOf(f.dictType)}`;
/**
 * The field that names a record to the user (a delete confirmation, a row checkbox): the first required text field,
 * else the first text field; undefined when there is none (the id names it then).
 */
export const nameFieldOf = (def: Pick<GenDefinition, 'fields'>): GenField | undefined =>
  def.fields.find((f) => f.type === 'string' && f.required) ?? def.fields.find((f) => f.type === 'string');
