import type { Context } from 'hono';
import { viewerAddressHeader } from '#shared/constants/edge.ts';

type LambdaEnv = { requestContext?: { http?: { sourceIp?: string } } };

/**
 * The caller's network address, for per-client limits: the viewer address the edge set, else the
 * address API Gateway saw (a call that did not come through the edge), else 'unknown' (in-process
 * tests that name none share one allowance).
 */
export function clientAddress(c: Context): string {
  const viewer = c.req.header(viewerAddressHeader);
  if (viewer) return viewer.slice(0, viewer.lastIndexOf(':') > 0 ? viewer.lastIndexOf(':') : undefined);
  return (c.env as LambdaEnv | undefined)?.requestContext?.http?.sourceIp ?? 'unknown';
}
