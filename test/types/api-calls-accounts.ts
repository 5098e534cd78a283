/**
 * Type-level tests of the accounts calls (users, MFA, restrictions, registration, payor invoices,
 * payor settings, health): each `@ts-expect-error` below marks a mistake that `npm run typecheck`
 * must refuse. Should a change make one of them compile (the call's types loosened), the directive
 * itself becomes the error. Nothing here runs.
 */

import { createRouter } from '#functions/lib/http/api-app.ts';
import { routeOf } from '#functions/lib/http/contract-route.ts';
import { healthCalls } from '#shared/contracts/health.ts';
import { payorInvoiceCalls } from '#shared/contracts/payor-invoices.ts';
import { payorProfileSettingCalls } from '#shared/contracts/payor-profile-settings.ts';
import { registrationCalls } from '#shared/contracts/registration.ts';
import { payeeRestrictionCalls } from '#shared/contracts/user-restrictions.ts';
import { mfaCalls, userCalls } from '#shared/contracts/users.ts';
import { Role } from '#shared/enums/role.ts';
import { callApi } from '#web/lib/api-call.ts';

const document = { tags: ['Types'], summary: 'A type test', answer: 'An answer', errors: [400] as const };

export async function browserSide(): Promise<void> {
  // @ts-expect-error an invitation names its roles by id (`roleIds`)
  await callApi(userCalls.invite, { body: { name: 'Riley Smith', email: 'r@example.com', roles: [Role.PayeeDriver] } });
  // @ts-expect-error the page size is a number
  await callApi(userCalls.list, { query: { pageSize: 'all' } });
  // @ts-expect-error the payor's settings are asked for by numeric id
  await callApi(payorProfileSettingCalls.get, { query: { ids: ['loads'] } });
  // @ts-expect-error a user's details need the user's id
  await callApi(userCalls.details, {});
  // @ts-expect-error the path parameter is `id`
  await callApi(userCalls.remove, { params: { userId: 7 } });
  // @ts-expect-error a user's id is a number (or its text), not an object
  await callApi(userCalls.resetMfa, { params: { id: { id: 7 } } });
  // @ts-expect-error MFA codes are texted or (later) called, nothing else
  await callApi(mfaCalls.sendCode, { params: { type: 'voice' }, body: { phoneNumber: '5555550100' } });
  // @ts-expect-error an edit of a user is made on the version the editor loaded (If-Match)
  await callApi(userCalls.update, { params: { id: 7 }, body: { name: 'Riley Smith' } });
  // @ts-expect-error so is a change of the restrictions
  await callApi(payeeRestrictionCalls.update, { body: { isPaperworkViewAllowed: false } }, {});
  // @ts-expect-error the restrictions' one field is `isPaperworkViewAllowed`
  await callApi(payeeRestrictionCalls.update, { body: { paperworkAllowed: false } }, { ifMatch: 3 });
  // @ts-expect-error the carrier look-up carries the registration token
  await callApi(registrationCalls.lookUpCarrier, { body: { dotNumber: '1234567' } });
  // @ts-expect-error a review move names the status by id
  await callApi(payorInvoiceCalls.changeStatus, { params: { id: 1 }, body: { statusId: 'Approved' } }, { ifMatch: 1 });

  const user = await callApi(userCalls.details, { params: { id: 7 } });
  // @ts-expect-error a company user lists `roles`, not role ids
  user.roleIds;
  const verified = await callApi(registrationCalls.verifyCode, { body: { email: 'r@example.com', code: '123456' } });
  // @ts-expect-error the verification answers a token and whether the account exists, nothing of the carrier
  verified.carrier;
  const health = await callApi(healthCalls.status, {});
  // @ts-expect-error health answers a status, not a flag
  health.healthy;
}

export function serverSide() {
  return (
    createRouter()
      // @ts-expect-error the handler must answer the call's response schema (a company user)
      .openapi(routeOf(userCalls.details, document), (c) => c.json({ id: 7, name: 'Riley Smith' }, 200))
      .openapi(routeOf(payeeRestrictionCalls.update, document), (c) => {
        // @ts-expect-error the restrictions' body has no such field
        const { paperworkAllowed } = c.req.valid('json');
        return c.json({ isPaperworkViewAllowed: Boolean(paperworkAllowed), version: 1 }, 200);
      })
      // @ts-expect-error a submission's success is 201; its 200 replay is declared by the route itself
      .openapi(routeOf(payorInvoiceCalls.submit, document), (c) => c.json(payorInvoiceOf(), 200))
      // @ts-expect-error registration's first step answers `{ ok: true }`
      .openapi(routeOf(registrationCalls.sendCode, document), (c) => c.json({ sent: true }, 200))
  );
}

declare function payorInvoiceOf(): import('#shared/schemas/payor-invoices.ts').PayorInvoice;
