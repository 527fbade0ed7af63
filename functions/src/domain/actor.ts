import type { DataScope } from '../data/data-scope';

/** Who is calling: built from the verified token and its session record, never from the request body. */
export interface Actor {
  userId: number;
  username: string;
  deptId: number;
  /** Materialized path of the caller's organization: the root of what they may see. */
  deptPath: string;
  sessionId: string;
  roles: string[];
  permissions: string[];
  /** What part of the organization tree the caller may see and change. */
  scope: DataScope;
}

/** What a handler knows about the HTTP request, for logs. */
export interface RequestInfo {
  ip: string;
  userAgent: string;
  method: string;
  path: string;
}
