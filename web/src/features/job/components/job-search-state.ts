import { jobSearch, type JobSearch } from '@aed/shared/schemas/job';

/** The search form as typed: every field a string ('' = no filter), checked by the shared `jobSearch` schema. */
export type JobSearchForm = { jobName: string; jobGroup: string; status: string };

export const EMPTY_SEARCH: JobSearchForm = { jobName: '', jobGroup: '', status: '' };

/** Normalises the form with the shared schema; undefined when it does not validate. */
export const toJobSearch = (form: JobSearchForm): JobSearch | undefined => {
  const parsed = jobSearch.safeParse(form);
  return parsed.success ? parsed.data : undefined;
};
