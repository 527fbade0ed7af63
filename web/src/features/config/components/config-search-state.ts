import type * as z from 'zod';
import { configSearch, type ConfigSearch } from '@aed/shared/schemas/config';

/** The search form as typed: every field a string ('' = no filter), shaped by the shared `configSearch` schema. */
export type ConfigSearchForm = { [K in keyof z.input<typeof configSearch>]-?: Exclude<z.input<typeof configSearch>[K], undefined> };

export const EMPTY_SEARCH: ConfigSearchForm = { configName: '', configKey: '', configType: '', beginTime: '', endTime: '' };

/** Normalises the form with the shared schema (trims, drops empty filters); undefined when it does not validate. */
export const toConfigSearch = (form: ConfigSearchForm): ConfigSearch | undefined => {
  const parsed = configSearch.safeParse(form);
  return parsed.success ? parsed.data : undefined;
};

/** The applied search with no filter. */
export const NO_FILTER: ConfigSearch = { configName: undefined, configKey: undefined };
