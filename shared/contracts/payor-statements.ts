import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import {
  payorStatementsPageSchema,
  payorStatementsQuerySchema,
  statementInvoicesPageSchema,
  statementLinesPageSchema,
  statementParamsSchema,
  statementPartQuerySchema,
} from '../schemas/payor-statements.ts';

/**
 * The payor's statements (seeds 001 §7) and the parts of one: its line items, its QuickPay invoices
 * (the revenue share's) and its GOTP invoices (the subscription's). A statement's PDF is a file,
 * served by the exports API (functions/reports/routes/payor-statement-pdf.ts). Another payor's
 * statement id answers 404 like an unknown one. Open to whoever may open previous settlements.
 */
const page = access.page('/payor/reports/previous-settlements');

export const payorStatementCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorSettlementStatements,
    access: page,
    query: payorStatementsQuerySchema,
    status: 200,
    response: payorStatementsPageSchema,
  }),
  lineItems: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorSettlementStatementLineItems,
    access: page,
    params: statementParamsSchema,
    query: statementPartQuerySchema,
    status: 200,
    response: statementLinesPageSchema,
  }),
  revenueShareInvoices: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorSettlementStatementRevenueShareInvoices,
    access: page,
    params: statementParamsSchema,
    query: statementPartQuerySchema,
    status: 200,
    response: statementInvoicesPageSchema,
  }),
  subscriptionInvoices: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorSettlementStatementSubscriptionInvoices,
    access: page,
    params: statementParamsSchema,
    query: statementPartQuerySchema,
    status: 200,
    response: statementInvoicesPageSchema,
  }),
};
