import { describe, expect, it } from 'vitest';
import { matchesInvoiceDetails } from '#functions/domain/relationships/claim-rules.ts';
import { getRelationship, payeeInvoicesFromPayor } from '#functions/repositories/relationships.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { unclaimedDemoInvoices } from '#infra/local/seed/seed-unclaimed-invoices.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import type { ClaimResult, UnclaimedRelationships } from '#shared/schemas/payee-relationships.ts';
import { ApiSession } from '#test/support/api-session.ts';

const carrierId = demoCompanies.carrier.id;

describe('the demo’s unclaimed payors hold invoices the carrier can claim by', () => {
  it('has, for every unclaimed payor, an invoice that matches its number and amount', async () => {
    const { session } = await ApiSession.signIn('carrier@demo.test');
    const response = await session.request('core', corePaths.payeeUnclaimedRelationships);
    const unclaimed = (await response.json()) as UnclaimedRelationships;
    for (const spec of unclaimedDemoInvoices) {
      const invoices = await payeeInvoicesFromPayor(carrierId, spec.payor.id);
      const details = { invoiceOrLoadNumber: spec.invoiceNumber, invoiceOrLoadAmount: spec.grossCents };
      expect(
        invoices.some((invoice) => matchesInvoiceDetails(invoice, details)),
        spec.invoiceNumber,
      ).toBe(true);
      const byLoad = { invoiceOrLoadNumber: spec.loadNumber.toLowerCase(), invoiceOrLoadAmount: spec.grossCents };
      expect(
        invoices.some((invoice) => matchesInvoiceDetails(invoice, byLoad)),
        spec.loadNumber,
      ).toBe(true);
      // Still waiting on a claim (another test may have claimed one of them already).
      const view = unclaimed.relationships.find((r) => r.id === spec.relationshipId);
      if (view) expect(view.availableInvoiceCount).toBeGreaterThan(0);
    }
  });

  it('lets the demo carrier claim Great Plains Brokerage with LSF-24204 and $2,765.40', async () => {
    const { session } = await ApiSession.signIn('carrier@demo.test');
    const path = fillPath(corePaths.payeeRelationshipClaimByInvoiceDetails, { id: 5 });
    const body = { isTermsAcknowledged: true, paymentType: PaymentType.StandardPay };
    const wrong = await session.request('core', path, {
      method: 'PUT',
      json: { ...body, invoiceOrLoadNumber: 'LSF-24204', invoiceOrLoadAmount: 276_541 },
    });
    expect(wrong.status).toBe(400);
    const right = await session.request('core', path, {
      method: 'PUT',
      json: { ...body, invoiceOrLoadNumber: 'LSF-24204', invoiceOrLoadAmount: 276_540 },
    });
    expect(right.status, await right.clone().text()).toBe(200);
    const result = (await right.json()) as ClaimResult;
    expect([...result.claimedRelationshipIds, ...result.alreadyClaimedRelationshipIds]).toEqual([5]);
    expect(await getRelationship(carrierId, 5)).toMatchObject({ isClaimed: true, claimMethod: 'invoiceDetails' });
  });
});
