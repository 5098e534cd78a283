/** Paperwork images (bills' documents). Browsers upload straight to it with presigned URLs. */
export const paperworkBucketDefinition = {
  localName: 'lanepay-paperwork',
  versioned: true,
  cors: {
    allowedMethods: ['GET', 'PUT', 'HEAD'] as const,
    allowedHeaders: ['content-type', 'content-length', 'x-amz-*'],
    exposedHeaders: ['ETag'],
    maxAgeSeconds: 3000,
  },
  abortIncompleteMultipartUploadAfterDays: 1,
  /** Old versions of replaced documents are kept this long before expiring. */
  noncurrentVersionExpirationDays: 90,
} as const;
