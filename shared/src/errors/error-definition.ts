/** One error: its HTTP status and the English message API clients read (`{{name}}` placeholders allowed). */
export type ErrorDefinitions = Record<string, { status: number; message: string }>;
