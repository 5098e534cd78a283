import { payorStatementCalls } from '#shared/contracts/payor-statements.ts';
import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { notFound } from '../../lib/http/errors.ts';
import { getCompany } from '../../repositories/companies.ts';
import {
  findPayorStatement,
  payorStatementLinesPage,
  payorStatementsPage,
  statementInvoicesPage,
} from '../../services/payor-statements.ts';

const tags = ['Payor statements'];

/** The signed-in payor's statement of that id; another payor's, like an unknown one, is not found. */
async function ownStatement(payorId: number, id: string) {
  const statement = await findPayorStatement(payorId, id);
  if (!statement) throw notFound();
  return statement;
}

/**
 * Payor API: the statements of the payor's account (seeds 001 §7) and the parts of one. Statements
 * live in the payor's own partition, so another payor's id is not found.
 */
export const payorStatementRoutes = createAreaRouter(Area.Payor)
  .openapi(
    routeOf(payorStatementCalls.list, {
      tags,
      summary: 'The payor’s statements: by type (repeated), period start range or preset, currency; paging, sorting',
      answer: 'One page of statements, with their totals per currency',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await payorStatementsPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payorStatementCalls.lineItems, {
      tags,
      summary: 'A statement’s line items: the payments its drafts funded and its refunds, in order',
      answer: 'The statement and one page of its lines',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const page = await payorStatementLinesPage(
        c.var.auth.membership.companyId,
        c.req.valid('param').id,
        c.req.valid('query'),
      );
      if (!page) throw notFound();
      return c.json(page, 200);
    },
  )
  .openapi(
    routeOf(payorStatementCalls.revenueShareInvoices, {
      tags,
      summary: 'A statement’s QuickPay invoices, whose fees its revenue share is earned on',
      answer: 'One page of invoices, with their fees per currency',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const payorId = c.var.auth.membership.companyId;
      const statement = await ownStatement(payorId, c.req.valid('param').id);
      const payor = await getCompany(payorId);
      if (!payor) throw notFound();
      return c.json(await statementInvoicesPage(payor, statement, 'revenueShareInvoices', c.req.valid('query')), 200);
    },
  )
  .openapi(
    routeOf(payorStatementCalls.subscriptionInvoices, {
      tags,
      summary: 'A statement’s Guaranteed On-Time Pay invoices (the GOTP subscription) and their fees',
      answer: 'One page of invoices, with their fees per currency',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const payorId = c.var.auth.membership.companyId;
      const statement = await ownStatement(payorId, c.req.valid('param').id);
      const payor = await getCompany(payorId);
      if (!payor) throw notFound();
      return c.json(await statementInvoicesPage(payor, statement, 'subscriptionInvoices', c.req.valid('query')), 200);
    },
  );
