/**
 * Response security headers for the SPA. CloudFront's response headers policy and the local
 * server both derive their headers from this definition, so the portal behaves the same in both.
 */
export type CspSources = {
  /** Origins the browser may call besides itself: the Cognito endpoint, presigned S3 URLs. */
  readonly connect: readonly string[];
  /** Origins images may load from (presigned paperwork previews). */
  readonly img: readonly string[];
  /** Origins the SPA may frame (presigned PDF previews); the portal itself is never framed. */
  readonly frame?: readonly string[];
};

/**
 * The SPA's sources besides itself: the Cognito endpoint it signs in at, and the paperwork bucket's
 * origin, which it uploads documents to (presigned PUTs), shows images from and frames PDF previews
 * of (presigned GETs). The CDK stack and the local server both build theirs with this.
 */
export function portalCspSources(origins: { cognito: string; paperwork: string }): CspSources {
  return { connect: [origins.cognito, origins.paperwork], img: [origins.paperwork], frame: [origins.paperwork] };
}

export const hstsMaxAgeSeconds = 2 * 365 * 24 * 3600;

/** Content-Security-Policy. `frame-ancestors 'none'`: the portal refuses to be framed. */
export function contentSecurityPolicy(sources: CspSources): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...sources.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...sources.connect],
    'frame-src': ["'self'", ...(sources.frame ?? [])],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The full header set as plain name/value pairs, for servers that set headers directly. */
export function securityHeaders(sources: CspSources, { hsts }: { hsts: boolean }): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(sources),
    ...(hsts ? { 'strict-transport-security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains; preload` } : {}),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}
