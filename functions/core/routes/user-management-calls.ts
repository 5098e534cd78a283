import type { Context } from 'hono';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http/errors.ts';
import { translator } from '../../lib/http/i18n.ts';
import type { AuthContext } from '../../lib/http/require-session.ts';
import { type Actor, UserManagementError } from '../../services/user-management.ts';

/** The signed-in user as user management sees them: the session's company, and all their companies. */
export function actorOf(auth: AuthContext): Actor {
  const { membership } = auth;
  return {
    userId: auth.user.id,
    companyId: membership.companyId,
    companyType: membership.company.type,
    roleIds: membership.roleIds,
    memberships: auth.user.memberships,
  };
}

/** Runs a user-management call, turning its refusals into the portal's HTTP answers. */
export async function managing<T>(c: Context, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof UserManagementError)) throw error;
    const t = translator(c);
    switch (error.kind) {
      case 'not_found':
        throw notFound();
      case 'forbidden':
        throw forbidden(error.messageKey);
      case 'conflict':
        throw new HttpError(409, ErrorCode.Conflict, error.messageKey);
      case 'invalid':
        throw badRequest(
          error.messageKey,
          Object.fromEntries(Object.entries(error.fieldErrors ?? {}).map(([field, key]) => [field, [t(key)]])),
        );
    }
  }
}
