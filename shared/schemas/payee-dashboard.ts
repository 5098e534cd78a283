import * as z from 'zod';
import { PayorKind } from '../enums/payor.ts';
import { CampaignStatus, SelectCarrierBadge } from '../enums/select-carrier.ts';
import { termsAgreedSchema } from '../validation/consent.ts';
import { listQuerySchema, pageSchema } from './list-query.ts';
import { invoiceListItemSchema, invoiceStatusSchema, invoiceTotalsSchema } from './payee-invoices.ts';

/**
 * The payee dashboard (seeds 000 §2.5): its figures per payor tab, the Select Carrier programme
 * (§1, §3, §9) and the payors' promotional campaigns (§3, §6, §7). Money is integer cents, rates
 * are basis points (300 = 3 %) with the percentage beside them for display, dates are YYYY-MM-DD.
 */

/** The dashboard's payor tabs: My brokers and My shippers; All payors leaves the filter out. */
export const dashboardPayorKinds = [PayorKind.Broker, PayorKind.Shipper] as const;
export type DashboardPayorKind = (typeof dashboardPayorKinds)[number];

const currencyQuery = z.coerce.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).positive({
  error: 'validation.invalid',
});

/**
 * `GET payee/dashboard`: `payorKindId` is a payor kind (seeds 000 §3: Broker 1, Shipper 2), the
 * tab's filter; brokers include factored brokers. `sessionCurrencyId` is the shell's currency filter.
 */
export const dashboardQuerySchema = z.object({
  payorKindId: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .refine((id) => (dashboardPayorKinds as readonly number[]).includes(id), { error: 'validation.invalid' })
    .transform((id) => id as DashboardPayorKind)
    .optional(),
  sessionCurrencyId: currencyQuery.optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** One held status's share of the held total (Held, PendingReissue, MissingBank), in one currency. */
export const heldStatusFigureSchema = z.object({
  currencyId: z.number().int(),
  statusId: invoiceStatusSchema,
  count: z.number().int(),
  netCents: z.number().int(),
});
export type HeldStatusFigure = z.infer<typeof heldStatusFigureSchema>;

export const dashboardBankAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  methodTypeId: z.number().int(),
  statusId: z.number().int(),
  /** Awaiting review (PendingVerification or PendingFinalReview). */
  isPending: z.boolean(),
  isValidationRequired: z.boolean(),
  destinationDescription: z.string(),
  currencyId: z.number().int(),
});
export type DashboardBankAccount = z.infer<typeof dashboardBankAccountSchema>;

export const dashboardSchema = z
  .object({
    /** The tab the figures are for; null for All payors. */
    payorKindId: z.number().int().nullable(),
    invoices: z.object({
      /** Approved, held and pending per currency (net cents and counts), as the invoice list totals them. */
      totals: z.array(invoiceTotalsSchema),
      /** What the held totals are made of, per currency and status. */
      held: z.array(heldStatusFigureSchema),
    }),
    relationships: z.object({ claimedCount: z.number().int(), unclaimedCount: z.number().int() }),
    wallet: z.object({
      /** Active accounts first, then pending, then the rest; newest first within each. */
      bankAccounts: z.array(dashboardBankAccountSchema),
      activeCount: z.number().int(),
      pendingCount: z.number().int(),
      /**
       * The held amount per currency (the tab's held total) and the part held for a missing bank
       * account, which adding an approved account releases.
       */
      held: z.array(
        z.object({
          currencyId: z.number().int(),
          heldCents: z.number().int(),
          heldCount: z.number().int(),
          missingBankCents: z.number().int(),
          missingBankCount: z.number().int(),
        }),
      ),
    }),
  })
  .meta({ id: 'PayeeDashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

/* ---------- Select Carrier ---------- */

export const selectCarrierSchema = z
  .object({
    badge: z.enum(Object.values(SelectCarrierBadge)),
    isRateAccepted: z.boolean(),
    /** The programme's rate now (basis points) and as a percentage (3 for 3 %). */
    rateBps: z.number().int(),
    ratePercentage: z.number(),
    /** The rate the carrier accepted when it joined (its automatic QuickPay threshold); null before. */
    acceptedRateBps: z.number().int().nullable(),
    acceptedAt: z.string().nullable(),
    acceptedByName: z.string().nullable(),
    /** Select Carrier connections are made within this many hours (seeds 000 §9). */
    connectionHours: z.number().int(),
    /** Every claimed payor offering QuickPay, and whether its fee is at or below the rate that applies. */
    payors: z.array(
      z.object({
        payeeRelationshipId: z.number().int(),
        payorName: z.string(),
        percentageFee: z.number(),
        qualifies: z.boolean(),
        isFactored: z.boolean(),
      }),
    ),
    /** Invoices joining would move to QuickPay now (none once joined: they moved already). */
    eligibleInvoices: z.object({
      count: z.number().int(),
      byCurrency: z.array(z.object({ currencyId: z.number().int(), grossCents: z.number().int() })),
    }),
  })
  .meta({ id: 'PayeeSelectCarrier' });
export type SelectCarrier = z.infer<typeof selectCarrierSchema>;

/** `PUT payee/select_carrier`: the Select Carrier terms must be accepted ('You must agree to Terms of Service.'). */
export const selectCarrierAcceptSchema = z
  .object({ isTermsAccepted: termsAgreedSchema })
  .meta({ id: 'PayeeSelectCarrierAccept' });
export type SelectCarrierAccept = z.infer<typeof selectCarrierAcceptSchema>;

export const selectCarrierAcceptedSchema = selectCarrierSchema
  .extend({
    /** Invoices this call moved to QuickPay (0 when repeated: they moved the first time). */
    electedInvoiceCount: z.number().int(),
  })
  .meta({ id: 'PayeeSelectCarrierAccepted' });
export type SelectCarrierAccepted = z.infer<typeof selectCarrierAcceptedSchema>;

/* ---------- promotional campaigns ---------- */

/** A payor's campaign as the carrier sees it (seeds 000 §3 "Payee promotional campaign"). */
export const promotionalCampaignSchema = z
  .object({
    id: z.number().int(),
    payorId: z.number().int(),
    payorName: z.string(),
    payeeRelationshipId: z.number().int(),
    title: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    status: z.enum(Object.values(CampaignStatus)),
    /** The free QuickPay invoices the payor gives each carrier, and the payor's QuickPay fee. */
    freeQuickPayCount: z.number().int(),
    percentageFee: z.number().nullable(),
    /** When the carrier claimed the relationship (null while unclaimed). */
    relationshipClaimedDate: z.string().nullable(),
    /** When the carrier first elected QuickPay with this payor during the campaign, as far as its invoices show. */
    quickpayElectedDate: z.string().nullable(),
    isQuickPayElected: z.boolean(),
    freeQuickPaysRemaining: z.number().int(),
    /** The campaign's free QuickPay invoices so far and the fees they saved, per currency. */
    promotionalInvoiceCount: z.number().int(),
    savedByCurrency: z.array(z.object({ currencyId: z.number().int(), savedCents: z.number().int() })),
  })
  .meta({ id: 'PayeePromotionalCampaign' });
export type PromotionalCampaign = z.infer<typeof promotionalCampaignSchema>;

export const promotionalCampaignsSchema = z
  .object({ campaigns: z.array(promotionalCampaignSchema) })
  .meta({ id: 'PayeePromotionalCampaigns' });
export type PromotionalCampaigns = z.infer<typeof promotionalCampaignsSchema>;

/** A campaign's free QuickPay invoice: the invoice row, its campaign and the fee it saved. */
export const promotionalInvoiceSchema = invoiceListItemSchema
  .extend({ campaignId: z.number().int(), savedCents: z.number().int() })
  .meta({ id: 'PayeePromotionalInvoice' });
export type PromotionalInvoice = z.infer<typeof promotionalInvoiceSchema>;

/** Newest upload first, paged; the shell's currency filter applies. */
export const promotionalInvoicesQuerySchema = listQuerySchema.pick({
  page: true,
  pageSize: true,
  sessionCurrencyId: true,
});
export type PromotionalInvoicesQuery = z.infer<typeof promotionalInvoicesQuerySchema>;

export const promotionalInvoicesPageSchema = pageSchema(promotionalInvoiceSchema).meta({
  id: 'PayeePromotionalInvoicesPage',
});
export type PromotionalInvoicesPage = z.infer<typeof promotionalInvoicesPageSchema>;
