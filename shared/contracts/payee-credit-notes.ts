import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { PayeeFeature } from '../permissions/payee.ts';
import { access } from '../permissions/route-access.ts';
import {
  creditNoteDateTypesSchema,
  creditNoteListQuerySchema,
  creditNotePageSchema,
  creditNoteSchema,
  creditNoteStatusesQuerySchema,
  creditNoteStatusSummarySchema,
} from '../schemas/payee-credit-notes.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';

/** The payee's credit notes (seeds 000 §2.5 credit note page, §3 credit note statuses, §7). */
export const payeeCreditNoteCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeCreditNotes,
    access: access.payeeFeature(PayeeFeature.Invoices),
    query: creditNoteListQuerySchema,
    status: 200,
    response: creditNotePageSchema,
  }),
  statuses: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeCreditNoteStatuses,
    access: access.payeeFeature(PayeeFeature.Invoices),
    query: creditNoteStatusesQuerySchema,
    status: 200,
    response: creditNoteStatusSummarySchema,
  }),
  dateTypes: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeCreditNoteDateTypes,
    access: access.payeeFeature(PayeeFeature.Invoices),
    status: 200,
    response: creditNoteDateTypesSchema,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeCreditNote,
    access: access.payeeFeature(PayeeFeature.Invoices),
    params: idParamsSchema,
    status: 200,
    response: creditNoteSchema,
  }),
};
