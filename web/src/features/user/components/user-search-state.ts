import { userSearch, type UserSearch } from '@aed/shared/schemas/user';

/** What the search bar holds (the organization comes from the tree). */
export type UserSearchForm = { keyword: string; status: string; beginTime: string; endTime: string };

export const EMPTY_USER_SEARCH: UserSearchForm = { keyword: '', status: '', beginTime: '', endTime: '' };

/** The form as the shared search, or undefined when invalid (the shared schema refuses an end before the beginning). */
export function toUserSearch(form: UserSearchForm): UserSearch | undefined {
  const parsed = userSearch.safeParse(form);
  return parsed.success ? parsed.data : undefined;
}
