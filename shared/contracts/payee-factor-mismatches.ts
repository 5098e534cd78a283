import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { Area } from '../enums/company-type.ts';
import { PayeeFeature } from '../permissions/payee.ts';
import { access } from '../permissions/route-access.ts';
import { idempotencyHeadersSchema } from '../schemas/idempotency.ts';
import {
  factorMismatchAnsweredSchema,
  factorMismatchAnswerSchema,
  factorMismatchesSchema,
} from '../schemas/payee-factor-mismatches.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';

/**
 * The carrier's 'IncorrectFactor' missing-details step (seeds 000 §2.2; issue 15): every user of
 * the carrier reads it (those who may not answer learn who can); only whoever may manage the
 * company's money (the wallet's roles) answers. `{id}` is one of the carrier's own relationships;
 * another carrier's answers 404.
 */
export const payeeFactorMismatchCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeFactorMismatches,
    access: access.areas(Area.Payee),
    status: 200,
    response: factorMismatchesSchema,
  }),
  /** 201 with the proposal made; the same answer again answers 200 with it, unchanged. */
  answer: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payeeFactorMismatchAnswer,
    access: access.payeeFeature(PayeeFeature.Wallet),
    params: idParamsSchema,
    headers: idempotencyHeadersSchema,
    body: factorMismatchAnswerSchema,
    status: 201,
    repeatStatus: 200,
    response: factorMismatchAnsweredSchema,
  }),
};
