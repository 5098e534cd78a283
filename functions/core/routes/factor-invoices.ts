import { factorInvoiceCalls } from '#shared/contracts/factor-invoices.ts';
import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { earlyRead } from '../../lib/http/early-read.ts';
import { notFound } from '../../lib/http/errors.ts';
import { factorInvoicesPage, getFactorInvoice } from '../../services/factor-invoices.ts';

const tags = ['Factor invoices'];

/**
 * The factor's most used call: its page starts reading while the session is read (early-read.ts),
 * so the answer waits on one DynamoDB round trip, not the session's and then the page's.
 */
const invoiceListRead = earlyRead(factorInvoiceCalls.list.path, factorInvoiceCalls.list.query, (factorId, query) =>
  factorInvoicesPage(factorId, query),
);

/**
 * Factor API (issue 16): the invoices of the relationships assigned to the signed-in factor while
 * they are assigned. Any other invoice (another factor's, a client's other debtors', one from before
 * the NOA was complete) is not found, like an unknown id.
 */
export const factorInvoicesRoutes = createAreaRouter(Area.Factor, '', [invoiceListRead])
  .openapi(
    routeOf(factorInvoiceCalls.list, {
      tags,
      summary: 'The factor’s invoices: uploaded dates, its statuses, one debtor or client, search, sort, paging',
      answer: 'One page of invoices',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await invoiceListRead.resultFor(c, c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(factorInvoiceCalls.details, {
      tags,
      summary: 'One of the factor’s invoices with its term, fees, whom it was paid and its history',
      answer: 'The invoice',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const invoice = await getFactorInvoice(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!invoice) throw notFound();
      return c.json(invoice, 200);
    },
  );
