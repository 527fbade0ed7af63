import type * as z from 'zod';
import { jobSearch, type JobSearch } from '@aed/shared/schemas/job';

/** The search form as typed: every field a string ('' = no filter), shaped by the shared `jobSearch` schema. */
export type JobSearchForm = { [K in keyof z.input<typeof jobSearch>]-?: Exclude<z.input<typeof jobSearch>[K], undefined> };

export const EMPTY_SEARCH: JobSearchForm = { jobName: '', jobGroup: '', status: '' };
export const NO_FILTER: JobSearch = { jobName: undefined, jobGroup: undefined, status: undefined };

/** Normalises the form with the shared schema; undefined when it does not validate. */
export const toJobSearch = (form: JobSearchForm): JobSearch | undefined => {
  const parsed = jobSearch.safeParse(form);
  return parsed.success ? parsed.data : undefined;
};
