/**
 * The files a record carries (uploads attached to it through the one upload path, decision 0040), with what the
 * screens show of them: one attribute definition for every entity that holds documents, photos or signatures.
 */
export const attachedFilesAttribute = () =>
  ({
    type: 'list',
    required: true,
    default: () => [],
    items: {
      type: 'map',
      properties: {
        slot: { type: 'string', required: true },
        uploadId: { type: 'string', required: true },
        fileName: { type: 'string', required: true },
        contentType: { type: 'string', required: true },
        size: { type: 'number', required: true },
      },
    },
  }) as const;
