import type { ErrorDefinitions } from './error-definition';

/** The one upload path (decision 0040): presign, confirm, download, attach. */
export const UPLOAD_ERRORS = {
  'upload.tooLarge': { status: 413, message: 'The file is larger than {{max}} MB' },
  'upload.wrongType': { status: 415, message: 'This kind of file is not accepted here' },
  'upload.notFound': { status: 404, message: 'The file does not exist' },
  'upload.notUploaded': { status: 409, message: 'The file has not arrived yet, please upload it again' },
  'upload.notConfirmed': { status: 409, message: 'The file upload was not completed, please upload it again' },
  'upload.expired': { status: 410, message: 'The upload has expired, please upload the file again' },
  'upload.alreadyUsed': { status: 409, message: 'The file is already attached to a record' },
  'upload.tooMany': { status: 409, message: 'A record may carry at most {{max}} files' },
  'upload.tooFrequent': { status: 429, message: 'Too many uploads in a short time, please try again later' },
} as const satisfies ErrorDefinitions;
