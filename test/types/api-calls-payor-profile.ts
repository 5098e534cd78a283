/**
 * Type-level tests of the payor profile's calls (shared/contracts/payor-profile.ts): each
 * `@ts-expect-error` below marks a mistake that `npm run typecheck` must refuse. Should a change make
 * one of them compile (the call's types loosened), the directive itself becomes the error. Nothing
 * here runs.
 */

import { createRouter } from '#functions/lib/http/api-app.ts';
import { routeOf } from '#functions/lib/http/contract-route.ts';
import type { CallAnswer } from '#shared/api/contract.ts';
import { payorProfileCalls } from '#shared/contracts/payor-profile.ts';
import { callApi } from '#web/lib/api-call.ts';

declare const settings: CallAnswer<typeof payorProfileCalls.settingTypes>;

const document = { tags: ['Types'], summary: 'A type test', answer: 'An answer', errors: [400] as const };
const account = { routingNumber: '111000614', bankAccountNumber: '12345678', confirmBankAccountNumber: '12345678' };

export async function browserSide(): Promise<void> {
  await callApi(payorProfileCalls.updateSettings, { body: { settings: { 9: 'Daily' } } }, { ifMatch: 3 });
  // @ts-expect-error a settings change is made on the company's version: it needs `ifMatch`
  await callApi(payorProfileCalls.updateSettings, { body: { settings: { 9: 'Daily' } } });
  // @ts-expect-error settings are sent as text by id, as stored
  await callApi(payorProfileCalls.updateSettings, { body: { settings: { 20: true } } }, { ifMatch: 3 });
  // @ts-expect-error the change's body holds the values under `settings`
  await callApi(payorProfileCalls.updateSettings, { body: { 9: 'Daily' } }, { ifMatch: 3 });
  // @ts-expect-error reading the settings takes no version
  await callApi(payorProfileCalls.settingTypes, {}, { ifMatch: 3 });
  const typedOnce = { routingNumber: '111000614', bankAccountNumber: '12345678' };
  // @ts-expect-error a funding account is typed twice
  await callApi(payorProfileCalls.submitFundingAccount, { body: typedOnce });
  // @ts-expect-error the account number is `bankAccountNumber`
  await callApi(payorProfileCalls.submitFundingAccount, { body: { ...account, accountNumber: '12345678' } });
  // @ts-expect-error withdrawing names the account
  await callApi(payorProfileCalls.withdrawFundingAccount, {});

  const types = await callApi(payorProfileCalls.settingTypes, {});
  // @ts-expect-error each setting says whether this caller may change it as `mayChange`
  types.settings[0]?.editable;
  const funding = await callApi(payorProfileCalls.fundingAccounts, {});
  // @ts-expect-error a funding account shows only the last four digits of its number
  funding.active?.bankAccountNumber;
  const terms = await callApi(payorProfileCalls.terms, {});
  // @ts-expect-error a term's fee is in basis points
  terms.quickPay?.feePercent;
  const company = await callApi(payorProfileCalls.company, {});
  // @ts-expect-error the payor's kind is `payorKindId`
  company.payorKind;
}

export function serverSide() {
  return (
    createRouter()
      .openapi(routeOf(payorProfileCalls.updateSettings, document), (c) => {
        // The change of a versioned company takes If-Match.
        c.req.valid('header')['if-match'];
        // @ts-expect-error the values are under `settings`
        const { values } = c.req.valid('json');
        return c.json(values, 200);
      })
      // @ts-expect-error a new funding account is answered with 201 (or 200 for a repeat), not 202
      .openapi(routeOf(payorProfileCalls.submitFundingAccount, document), (c) => c.json(c.req.valid('json'), 202))
      .openapi(routeOf(payorProfileCalls.settingTypes, document), (c) =>
        // @ts-expect-error the settings answer carries the company's version
        c.json({ settings: settings.settings, history: [] }, 200),
      )
  );
}
