import { payorCreditNoteCalls } from '#shared/contracts/payor-credit-notes.ts';
import { Area } from '#shared/enums/company-type.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { badRequest, HttpError, notFound } from '../../lib/http/errors.ts';
import { translator } from '../../lib/http/i18n.ts';
import { jsonResponse } from '../../lib/http/openapi.ts';
import {
  creditNoteCarriers,
  issuePayorCreditNote,
  payorCreditNoteDetails,
  payorCreditNotesPage,
} from '../../services/payor-credit-notes.ts';

const tags = ['Payor credit notes'];

const issueRoute = routeOf(payorCreditNoteCalls.issue, {
  tags,
  summary: 'Issue a credit note against one of the payor’s carrier relationships',
  description:
    'Outstanding until the payout run repays it from the carrier’s next payments from the payor ' +
    '(oldest note first, in part or in full, never taking a payment below zero). Reference numbers ' +
    'are unique per payor (any case): issuing the same note again answers 200 with the first one; ' +
    'another note under a used reference number is refused with 409.',
  answer: 'The new credit note',
  errors: [400, 401, 403, 409],
});

/** Payor API: credit notes (EnableCreditNotes 29), always within the payor's own. */
export const payorCreditNotesRoutes = createAreaRouter(Area.Payor)
  .openapi(
    {
      ...issueRoute,
      responses: {
        ...issueRoute.responses,
        200: jsonResponse(payorCreditNoteCalls.issue.response, 'The same credit note issued before'),
      },
    },
    async (c) => {
      const { user, membership } = c.var.auth;
      const outcome = await issuePayorCreditNote({
        payorId: membership.companyId,
        payorName: membership.company.name,
        issue: c.req.valid('json'),
        actor: { userId: user.id, name: user.name },
      });
      const t = translator(c);
      switch (outcome.kind) {
        case 'created':
          return c.json(outcome.note, 201);
        case 'replayed':
          return c.json(outcome.note, 200);
        case 'unknownRelationship':
          throw badRequest('errors.invoice.unknownRelationship', {
            payeeRelationshipId: [t('errors.invoice.unknownRelationship')],
          });
        default:
          throw new HttpError(409, ErrorCode.Conflict, 'errors.creditNote.duplicateReference', {
            referenceNumber: [t('errors.creditNote.duplicateReference')],
          });
      }
    },
  )
  .openapi(
    routeOf(payorCreditNoteCalls.carriers, {
      tags,
      summary: 'The carriers the payor may issue a credit note to (its relationships)',
      answer: 'The carriers, by name',
      errors: [401, 403],
    }),
    async (c) => c.json(await creditNoteCarriers(c.var.auth.membership.companyId), 200),
  )
  .openapi(
    routeOf(payorCreditNoteCalls.list, {
      tags,
      summary: 'The payor’s credit notes: status, carrier, amounts applied and outstanding',
      answer: 'A page of credit notes with totals per currency',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await payorCreditNotesPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payorCreditNoteCalls.details, {
      tags,
      summary: 'One of the payor’s credit notes with each repayment',
      answer: 'The credit note',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const note = await payorCreditNoteDetails(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!note) throw notFound();
      return c.json(note, 200);
    },
  );
