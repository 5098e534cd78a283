import { payeeDashboardCalls as calls } from '#shared/contracts/payee-dashboard.ts';
import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { payeeDashboard } from '../../services/payee-dashboard.ts';
import { joinSelectCarrier, selectCarrierOffer } from '../../services/select-carrier.ts';

const tags = ['Payee dashboard'];

/** Payee API: the dashboard's figures and the Select Carrier programme (seeds 000 §2.5, §3, §9). */
export const payeeDashboardRoutes = createAreaRouter(Area.Payee)
  .openapi(
    routeOf(calls.figures, {
      tags,
      summary: 'The dashboard of the signed-in payee for a payor tab: invoice totals, relationships, wallet',
      description:
        'Without `payorKindId` the figures cover all payors (the carrier’s running invoice tallies); ' +
        '`payorKindId=1` covers brokers (LanePay and factored brokers), `2` shippers, counted from the ' +
        'carrier’s open invoices. Totals are net cents per currency: approved, held (Held + ' +
        'PendingReissue + MissingBank) and pending.',
      answer: 'The figures of the tab',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await payeeDashboard(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(calls.selectCarrier, {
      tags,
      summary: 'The Select Carrier offer: the rate, membership, qualifying payors and invoices joining would move',
      answer: 'The offer, or the membership',
      errors: [401, 403],
    }),
    async (c) => {
      const { membership } = c.var.auth;
      return c.json(await selectCarrierOffer(membership.companyId, membership.roleIds), 200);
    },
  )
  .openapi(
    routeOf(calls.joinSelectCarrier, {
      tags,
      summary: 'Accept the Select Carrier terms (PayeeAdmin): join at the current rate, automatic QuickPay',
      description:
        'Idempotent: the first acceptance fixes the member’s rate; repeating it changes nothing but ' +
        'elects QuickPay on invoices that qualify and have not moved yet. Invoices of payors whose ' +
        'QuickPay fee is at or below the rate move to QuickPay unless their term is locked.',
      answer: 'The membership, and how many invoices moved to QuickPay',
      errors: [400, 401, 403],
    }),
    async (c) => {
      const { user, membership } = c.var.auth;
      const accepted = await joinSelectCarrier({
        payeeId: membership.companyId,
        userId: user.id,
        userName: user.name,
        roleIds: membership.roleIds,
      });
      return c.json(accepted, 200);
    },
  );
