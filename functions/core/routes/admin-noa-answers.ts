import type { Context } from 'hono';
import type { NoaQueueDocument } from '#shared/schemas/admin-noa-queues.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { DocumentActor } from '../../domain/noa/document.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { HttpError, notFound } from '../../lib/http/errors.ts';
import { setVersionTag } from '../../lib/http/if-match.ts';
import type { QueueMoveResult } from '../../services/admin-noa-queues.ts';

/** The staff queue and review routes' answers, shared so a move reads the same on every screen. */

export function staffActor(c: Context<AppEnv>): DocumentActor {
  return { userId: c.var.auth.user.id, name: c.var.auth.user.name };
}

export function documentAnswer(c: Context<AppEnv>, document: NoaQueueDocument | null) {
  if (!document) throw notFound();
  setVersionTag(c, document.version);
  return c.json(document, 200);
}

/** A move's outcome as HTTP: the document moved (or the retried move's answer), 404, or 409. */
export function moveAnswer(c: Context<AppEnv>, result: QueueMoveResult) {
  switch (result.kind) {
    case 'moved':
      return documentAnswer(c, result.document);
    case 'notFound':
      throw notFound();
    case 'notAllowed':
      throw new HttpError(409, ErrorCode.Conflict, 'errors.noa.notInQueue');
    default:
      throw new HttpError(409, ErrorCode.Conflict, 'errors.noa.concurrentChange');
  }
}
