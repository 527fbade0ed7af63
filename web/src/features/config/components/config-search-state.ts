import { configSearch, type ConfigSearch } from '@aed/shared/schemas/config';

/** The search form as typed: every field a string ('' = no filter), checked by the shared `configSearch` schema. */
export type ConfigSearchForm = { configName: string; configKey: string; configType: string; beginTime: string; endTime: string };

export const EMPTY_SEARCH: ConfigSearchForm = { configName: '', configKey: '', configType: '', beginTime: '', endTime: '' };

/** Normalises the form with the shared schema (trims, drops empty filters); undefined when it does not validate. */
export const toConfigSearch = (form: ConfigSearchForm): ConfigSearch | undefined => {
  const parsed = configSearch.safeParse(form);
  return parsed.success ? parsed.data : undefined;
};
