import { payeeCreditNoteCalls } from '#shared/contracts/payee-credit-notes.ts';
import { Area } from '#shared/enums/company-type.ts';
import { creditNoteDateTypes } from '#shared/schemas/payee-invoices.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { notFound } from '../../lib/http/errors.ts';
import { creditNoteStatusSummary, creditNotesPage, payeeCreditNote } from '../../services/invoice-credit-notes.ts';
import { dateTypesOf } from './payee-invoices.ts';

const tags = ['Payee credit notes'];

/** Payee API: credit notes (seeds 000 §7). Static paths come before `{id}`. */
export const payeeCreditNotesRoutes = createAreaRouter(Area.Payee)
  .openapi(
    routeOf(payeeCreditNoteCalls.list, {
      tags,
      summary: "The signed-in payee's credit notes, filtered, sorted (created, newest first) and paged",
      answer: 'A page of credit notes',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await creditNotesPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payeeCreditNoteCalls.statuses, {
      tags,
      summary: 'Credit note amounts by status for a date type, range and relationship',
      answer: 'Amounts and counts by status',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await creditNoteStatusSummary(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payeeCreditNoteCalls.dateTypes, {
      tags,
      summary: 'The date types credit notes filter by',
      answer: 'Date types',
      errors: [401, 403],
    }),
    (c) => c.json(dateTypesOf(creditNoteDateTypes), 200),
  )
  .openapi(
    routeOf(payeeCreditNoteCalls.details, {
      tags,
      summary: 'A credit note of the signed-in payee',
      answer: 'The credit note',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const note = await payeeCreditNote(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!note) throw notFound();
      return c.json(note, 200);
    },
  );
