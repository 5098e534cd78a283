import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { payorInvoiceRoles } from '../permissions/payor.ts';
import { access } from '../permissions/route-access.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';
import {
  creditNoteCarriersSchema,
  creditNoteIssueSchema,
  payorCreditNoteDetailsSchema,
  payorCreditNotesPageSchema,
  payorCreditNotesQuerySchema,
} from '../schemas/payor-credit-notes.ts';

/**
 * The payor's credit notes (EnableCreditNotes 29): issuing one against a carrier relationship,
 * the list and one note with its repayments, always within the signed-in payor's own.
 */
export const payorCreditNoteCalls = {
  /**
   * Answers 201 with the new note; issuing the same note again (same reference number, carrier,
   * amount and reason) answers 200 with the first one, so a retry creates nothing twice.
   */
  issue: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payorCreditNotes,
    access: access.page('/payor/credit-notes', payorInvoiceRoles),
    body: creditNoteIssueSchema,
    status: 201,
    response: payorCreditNoteDetailsSchema,
  }),
  carriers: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorCreditNoteCarriers,
    access: access.page('/payor/credit-notes', payorInvoiceRoles),
    status: 200,
    response: creditNoteCarriersSchema,
  }),
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorCreditNotes,
    access: access.page('/payor/credit-notes'),
    query: payorCreditNotesQuerySchema,
    status: 200,
    response: payorCreditNotesPageSchema,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorCreditNote,
    access: access.page('/payor/credit-notes/:id'),
    params: idParamsSchema,
    status: 200,
    response: payorCreditNoteDetailsSchema,
  }),
};
