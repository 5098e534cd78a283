import { paperworkUploadTag } from '#shared/constants/paperwork.ts';

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
  /**
   * A presigned upload stores its object tagged unconfirmed until the server has checked it and
   * attached its document (functions/repositories/bill-documents.ts). An upload never completed
   * leaves such an object (a single PUT is not multipart: the rule above does not reach it), and
   * its document record expires within the hour: objects still unconfirmed expire after this many
   * days, and their old versions a day after that.
   */
  unconfirmedUpload: {
    tag: { key: paperworkUploadTag.key, value: paperworkUploadTag.unconfirmedValue },
    expirationDays: paperworkUploadTag.unconfirmedExpirationDays,
    noncurrentVersionExpirationDays: 1,
  },
  /** Old versions of replaced documents are kept this long before expiring. */
  noncurrentVersionExpirationDays: 90,
  /**
   * Files export jobs made (functions/repositories/export-files.ts): listed with their job for a
   * week, then gone; a file made again replaces its old version, kept a day.
   */
  exportFiles: { prefix: 'export-files/', expirationDays: 8, noncurrentVersionExpirationDays: 1 },
  /**
   * NOA and LOR documents as received (issue 15: `noa/<…>`, the document's `source.fileKey`), and
   * the page images their conversion makes (`noa-pages/<documentId>/page-<n>.png`,
   * functions/repositories/noa-page-images.ts): the conversion worker reads only the first and
   * writes only the second.
   */
  noaDocuments: { prefix: 'noa/' },
  noaPages: { prefix: 'noa-pages/' },
} as const;

/**
 * The deployed bucket's name, from the account and region (one LanePay stack per account and
 * region, like the Cognito domain prefix). Named rather than left to CloudFormation because the
 * SPA's CSP must name the bucket's origin: the CSP (CloudFront) would otherwise depend on the
 * bucket, whose CORS depends on the distribution's domain, a cycle. A retained bucket keeps its
 * name: after deleting the stack, import it rather than deploying a new one.
 */
export function paperworkBucketName(account: string, region: string): string {
  return `lanepay-paperwork-${account}-${region}`;
}

/** The origin of the bucket's presigned URLs: virtual-hosted style at the regional endpoint, as the SDK makes them. */
export function paperworkBucketOrigin(bucketName: string, region: string): string {
  return `https://${bucketName}.s3.${region}.amazonaws.com`;
}
