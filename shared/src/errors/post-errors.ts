import type { ErrorDefinitions } from './error-definition';

/** Position (post) errors. */
export const POST_ERRORS = {
  'post.codeExists': { status: 409, message: 'The position code already exists' },
  'post.nameExists': { status: 409, message: 'The position name already exists' },
  'post.notFound': { status: 404, message: 'The position does not exist' },
  'post.inUse': { status: 409, message: 'The position "{{name}}" is held by users and cannot be deleted' },
  'post.tooMany': { status: 409, message: 'The maximum number of positions has been reached' },
} as const satisfies ErrorDefinitions;
