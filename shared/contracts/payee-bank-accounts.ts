import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { PayeeFeature } from '../permissions/payee.ts';
import { access } from '../permissions/route-access.ts';
import {
  bankAccountIdParamsSchema,
  bankAccountListSchema,
  bankAccountRequestSchema,
  bankAccountSchema,
  bankAccountStatusSchema,
  bankAccountTypesSchema,
  bankAccountValidationSchema,
  loadPayCodeRequestSchema,
  loadPayCodeSentSchema,
  loadPayLinkRequestSchema,
  routingDirectoryEntrySchema,
  routingNumberParamsSchema,
} from '../schemas/payee-bank-accounts.ts';

/**
 * The payee's wallet (seeds 000 §3, §4, §7; 001 §4, §5, §7): its bank accounts, adding and checking
 * one, the routing directory, an account's review status, and linking a LoadPay account. Wallet
 * users only (PayeeAdmin or PayeeBilling).
 */
export const payeeBankAccountCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeBankAccounts,
    access: access.payeeFeature(PayeeFeature.Wallet),
    status: 200,
    response: bankAccountListSchema,
  }),
  add: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payeeBankAccounts,
    access: access.payeeFeature(PayeeFeature.Wallet),
    body: bankAccountRequestSchema,
    status: 201,
    response: bankAccountSchema,
  }),
  types: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeBankAccountTypes,
    access: access.payeeFeature(PayeeFeature.Wallet),
    status: 200,
    response: bankAccountTypesSchema,
  }),
  validate: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payeeBankAccountValidate,
    access: access.payeeFeature(PayeeFeature.Wallet),
    body: bankAccountRequestSchema,
    status: 200,
    response: bankAccountValidationSchema,
  }),
  routingNumber: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeBankAccountAba,
    access: access.payeeFeature(PayeeFeature.Wallet),
    params: routingNumberParamsSchema,
    status: 200,
    response: routingDirectoryEntrySchema,
  }),
  status: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeBankAccountStatus,
    access: access.payeeFeature(PayeeFeature.Wallet),
    params: bankAccountIdParamsSchema,
    status: 200,
    response: bankAccountStatusSchema,
  }),
  sendLoadPayCode: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payeeLoadPayCode,
    access: access.payeeFeature(PayeeFeature.Wallet),
    body: loadPayCodeRequestSchema,
    status: 200,
    response: loadPayCodeSentSchema,
  }),
  /**
   * 201 with the new wallet account; linking an account the payee already has answers 200 with
   * that account (the route declares both: functions/core/routes/payee-bank-accounts.ts).
   */
  linkLoadPay: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payeeLoadPayLink,
    access: access.payeeFeature(PayeeFeature.Wallet),
    body: loadPayLinkRequestSchema,
    status: 201,
    response: bankAccountSchema,
  }),
};
