import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { Area } from '#shared/enums/company-type.ts';
import { PayeeFeature } from '#shared/permissions/payee.ts';
import { access } from '#shared/permissions/route-access.ts';
import {
  creditNoteDateTypesSchema,
  creditNoteListQuerySchema,
  creditNotePageSchema,
  creditNoteSchema,
  creditNoteStatusesQuerySchema,
  creditNoteStatusSummarySchema,
} from '#shared/schemas/payee-credit-notes.ts';
import { creditNoteDateTypes, idParamsSchema } from '#shared/schemas/payee-invoices.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { notFound } from '../../lib/http/errors.ts';
import { errorResponses, jsonResponse } from '../../lib/http/openapi.ts';
import { creditNoteStatusSummary, creditNotesPage, payeeCreditNote } from '../../services/invoice-credit-notes.ts';
import { dateTypesOf } from './payee-invoices.ts';

const tags = ['Payee credit notes'];

/** Payee API: credit notes (seeds 000 §7). Static paths come before `{id}`. */
export const payeeCreditNotesRoutes = createAreaRouter(Area.Payee)
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeeCreditNotes,
      tags,
      summary: "The signed-in payee's credit notes, filtered, sorted (created, newest first) and paged",
      access: access.payeeFeature(PayeeFeature.Invoices),
      request: { query: creditNoteListQuerySchema },
      responses: {
        200: jsonResponse(creditNotePageSchema, 'A page of credit notes'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await creditNotesPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeeCreditNoteStatuses,
      tags,
      summary: 'Credit note amounts by status for a date type, range and relationship',
      access: access.payeeFeature(PayeeFeature.Invoices),
      request: { query: creditNoteStatusesQuerySchema },
      responses: {
        200: jsonResponse(creditNoteStatusSummarySchema, 'Amounts and counts by status'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await creditNoteStatusSummary(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeeCreditNoteDateTypes,
      tags,
      summary: 'The date types credit notes filter by',
      access: access.payeeFeature(PayeeFeature.Invoices),
      responses: { 200: jsonResponse(creditNoteDateTypesSchema, 'Date types'), ...errorResponses(401, 403) },
    }),
    (c) => c.json(dateTypesOf(creditNoteDateTypes), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeeCreditNote,
      tags,
      summary: 'A credit note of the signed-in payee',
      access: access.payeeFeature(PayeeFeature.Invoices),
      request: { params: idParamsSchema },
      responses: { 200: jsonResponse(creditNoteSchema, 'The credit note'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const note = await payeeCreditNote(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!note) throw notFound();
      return c.json(note, 200);
    },
  );
