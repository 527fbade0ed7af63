import { loginLogSearch, operLogSearch, type LoginLogSearch, type OperLogSearch } from '@aed/shared/schemas/monitor';

export interface OperLogSearchForm {
  title: string;
  operName: string;
  businessType: string;
  status: string;
  beginTime: string;
  endTime: string;
}
export const EMPTY_OPER_SEARCH: OperLogSearchForm = { title: '', operName: '', businessType: '', status: '', beginTime: '', endTime: '' };

export interface LoginLogSearchForm {
  userName: string;
  ipaddr: string;
  status: string;
  beginTime: string;
  endTime: string;
}
export const EMPTY_LOGIN_SEARCH: LoginLogSearchForm = { userName: '', ipaddr: '', status: '', beginTime: '', endTime: '' };

/** The form normalised by the shared schema (trimmed, empty filters dropped); undefined when invalid. */
export const toOperLogSearch = (form: OperLogSearchForm): OperLogSearch | undefined => {
  const parsed = operLogSearch.safeParse(form);
  return parsed.success ? parsed.data : undefined;
};
export const toLoginLogSearch = (form: LoginLogSearchForm): LoginLogSearch | undefined => {
  const parsed = loginLogSearch.safeParse(form);
  return parsed.success ? parsed.data : undefined;
};
