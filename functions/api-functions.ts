import type { ApiName } from '#shared/api/contract.ts';

/**
 * The one place a router is registered. Each API function (a Lambda function answering part of an
 * API) lists the routers it carries and the paths API Gateway sends it; from this table follow its
 * Lambda entry (infra/definitions/lambda-bundling.ts generates it, so a bundle holds only its own
 * routers), the HTTP API's routes and the local server's dispatch (infra/definitions/api-routing.ts),
 * the whole APIs the tests and the OpenAPI documents use (functions/lib/http/api-function-apps.ts),
 * and the CDK functions with their grants (infra/definitions/registered-functions.ts).
 *
 * A router is named `<module under functions/>#<export>`; test/unit/api/api-routing.test.ts fails
 * on a router module that is not registered, on a name that does not resolve, and on a route whose
 * path API Gateway would send to another function. Order matters within an API: a router listed
 * earlier takes a path first (`/users/invitations` before `/users/{id}`).
 */

/**
 * What a function may do beyond reading and writing the table, each granted only to the functions
 * whose code needs it (test/infra/lambda-bundles.test.ts checks each bundle against these).
 */
export type FunctionNeeds = {
  /** Cognito admin calls on the pool (functions/services/cognito-users.ts). */
  readonly userAdministration?: true;
  /** The bank-account hash key (wallet and LoadPay numbers). */
  readonly bankAccountHashKey?: true;
  /** The Okta SSO settings. */
  readonly sso?: true;
  /** Sends bills to the resubmit queue. */
  readonly resubmitQueue?: true;
  /** The paperwork bucket: reading its objects, presigned uploads, or reading and writing its objects. */
  readonly paperworkBucket?: 'read' | 'uploads' | 'readWrite';
  /** Invokes the file renderers (functions/renderers/). */
  readonly fileRenderers?: true;
  /** Sends export jobs to their queue and signs download links to the files they made (issue 14). */
  readonly exportJobs?: true;
  /**
   * Sends received NOA and LOR documents to the conversion queue (issue 15: whatever calls
   * functions/services/noa-receipt.ts receiveNoaDocument).
   */
  readonly noaConversionQueue?: true;
};

export type ApiPart = {
  /** Paths under the API's root; `/payee/*` is that path and everything below it. */
  readonly paths: readonly string[];
  readonly routers: readonly `${string}.ts#${string}`[];
};

export type ApiFunction = {
  readonly description: string;
  readonly needs: FunctionNeeds;
  readonly apis: Partial<Record<ApiName, ApiPart>>;
};

export const apiFunctions = {
  core: {
    description: 'LanePay core API: sign-in, session, SSO, password reset, registration; public API',
    needs: { userAdministration: true, sso: true },
    apis: {
      core: {
        paths: ['/*'],
        routers: [
          'core/routes/health.ts#healthRoutes',
          'core/routes/session.ts#sessionRoutes',
          'core/routes/sso.ts#ssoRoutes',
          'core/routes/password-resets.ts#passwordResetRoutes',
          'core/routes/registration.ts#registrationRoutes',
        ],
      },
      public: { paths: ['/*'], routers: ['public/routes/payors.ts#publicPayorRoutes'] },
    },
  },
  coreUsers: {
    description: 'LanePay core API: users, invitations, MFA enrolment, user restrictions',
    needs: { userAdministration: true },
    apis: {
      core: {
        paths: ['/users/*', '/payee/restrictions/*'],
        routers: ['core/routes/invitations.ts#invitationRoutes', 'core/routes/users.ts#userRoutes'],
      },
    },
  },
  corePayee: {
    description: 'LanePay core API: payee invoices, credit notes, payors, payments, dashboard',
    needs: {},
    apis: {
      core: {
        paths: ['/payee/*'],
        routers: [
          'core/routes/payee-invoices.ts#payeeInvoicesRoutes',
          'core/routes/payee-credit-notes.ts#payeeCreditNotesRoutes',
          'core/routes/payee-payors.ts#payeePayorsRoutes',
          'core/routes/payee-payments.ts#payeePaymentsRoutes',
          'core/routes/payee-dashboard.ts#payeeDashboardRoutes',
        ],
      },
    },
  },
  corePayeeRelationships: {
    description: 'LanePay core API: payee relationships and promotional campaigns',
    needs: {},
    apis: {
      core: {
        paths: ['/payee/payee_relationships/*', '/payee/promotional_campaigns/*'],
        routers: [
          'core/routes/payee-relationships.ts#payeeRelationshipsRoutes',
          'core/routes/payee-promotional-campaigns.ts#payeePromotionalCampaignsRoutes',
        ],
      },
    },
  },
  /**
   * The carrier's notices of assignment (issue 15, the fraud guard): the dispute runs the NOA model's
   * move (documents, holds, invoices), which took corePayee from 291 to 313 KB and the relationships'
   * function past 300 KB. The carrier's 'IncorrectFactor' step is here too: its answer becomes a
   * factor assignment proposal through the same model.
   */
  corePayeeNoaNotices: {
    description: 'LanePay core API: payee notices of assignment and their dispute; factor mismatch answers',
    needs: {},
    apis: {
      core: {
        paths: ['/payee/noa_notices/*', '/payee/factor_mismatches/*'],
        routers: [
          'core/routes/payee-noa-notices.ts#payeeNoaNoticesRoutes',
          'core/routes/payee-factor-mismatches.ts#payeeFactorMismatchesRoutes',
        ],
      },
    },
  },
  corePayeeWallet: {
    description: 'LanePay core API: payee wallet (bank accounts)',
    needs: { bankAccountHashKey: true },
    apis: {
      core: {
        paths: ['/payee/bank_accounts/*'],
        routers: ['core/routes/payee-bank-accounts.ts#payeeBankAccountsRoutes'],
      },
    },
  },
  corePayor: {
    description: 'LanePay core API: payor area (invoices, highway alerts)',
    needs: {},
    apis: {
      core: {
        paths: ['/payor/*'],
        routers: [
          'core/routes/payor-invoices.ts#payorInvoicesRoutes',
          'core/routes/payor-highway-alerts.ts#payorHighwayAlertRoutes',
        ],
      },
    },
  },
  /**
   * The payor's carriers: apart from its invoices since both together passed the bundle target,
   * and the only payor function that may create users (inviting a carrier not on LanePay yet
   * creates its invited address's account, payor-carriers.ts).
   */
  corePayorCarriers: {
    description: 'LanePay core API: payor carriers (relationships, invitations, payee names)',
    needs: { userAdministration: true },
    apis: {
      core: {
        paths: ['/payor/payee_relationships/*', '/payor/payee_names/*'],
        routers: ['core/routes/payor-relationships.ts#payorRelationshipsRoutes'],
      },
    },
  },
  /** The payor's money: one function with the rest of the payor area would pass its bundle target. */
  corePayorMoney: {
    description: 'LanePay core API: payor payments, drafts, credit notes and loads',
    needs: {},
    apis: {
      core: {
        paths: [
          '/payor/payments/*',
          '/payor/drafts/*',
          '/payor/draft_schedule',
          '/payor/credit_notes/*',
          '/payor/loads/*',
        ],
        routers: [
          'core/routes/payor-payments.ts#payorPaymentsRoutes',
          'core/routes/payor-credit-notes.ts#payorCreditNotesRoutes',
          'core/routes/payor-loads.ts#payorLoadsRoutes',
        ],
      },
    },
  },
  /**
   * The payor's profile: company, terms, settings and the funding account. Its own function because
   * the funding account is the payor area's only reader of the bank account hash key, which the
   * payor function (Cognito administration) need not also hold.
   */
  corePayorProfile: {
    description: 'LanePay core API: payor profile (company, terms, settings, funding account)',
    needs: { bankAccountHashKey: true },
    apis: {
      core: {
        paths: [
          '/payor/company/*',
          '/payor/profile_settings/*',
          '/payor/report/terms/*',
          '/payor/report/profile_setting_types/*',
          '/payor/report/profile_settings/*',
          '/payor/funding_accounts/*',
        ],
        routers: [
          'core/routes/payor-profile-settings.ts#payorProfileSettingRoutes',
          'core/routes/payor-profile.ts#payorProfileRoutes',
          'core/routes/payor-funding-accounts.ts#payorFundingAccountRoutes',
        ],
      },
    },
  },
  /**
   * Invoices in by spreadsheet and their batch review: reading .xlsx files (fflate and the workbook
   * reader) would take the payor function past its bundle target.
   */
  corePayorInvoiceUploads: {
    description: 'LanePay core API: payor invoice uploads and batch review',
    needs: {},
    apis: {
      core: {
        paths: ['/payor/invoice_uploads/*', '/payor/report/invoice_batch_review/*'],
        routers: [
          'core/routes/payor-invoice-uploads.ts#payorInvoiceUploadRoutes',
          'core/routes/payor-invoice-batches.ts#payorInvoiceBatchRoutes',
        ],
      },
    },
  },
  /**
   * The payor's reports (seeds 001 §7 `payor/report/*` JSON calls: statements, billing activity,
   * credit usage, financial account activity): queries over the whole ledger, apart from the
   * payor's other functions, which have no room left under the bundle target.
   */
  corePayorReports: {
    description: 'LanePay core API: payor reports and statements',
    needs: {},
    apis: {
      core: {
        paths: [
          '/payor/report/settlement_statements/*',
          '/payor/report/settlement_statement/*',
          '/payor/report/billing_activity/*',
          '/payor/report/credit_usage/*',
          '/payor/report/financial_account_activity/*',
          '/payor/report/gotp_fees/*',
          '/payor/report/holds/*',
          '/payor/report/unreconciled_funds/*',
        ],
        routers: [
          'core/routes/payor-statements.ts#payorStatementRoutes',
          'core/routes/payor-ledger-reports.ts#payorLedgerReportRoutes',
          'core/routes/payor-ops-reports.ts#payorOpsReportRoutes',
        ],
      },
    },
  },
  /**
   * The factor area (issue 16): its clients, debtors, loads, invoices and payments, read only.
   */
  coreFactor: {
    description: 'LanePay core API: factor area (clients, debtors, loads, invoices, payments)',
    needs: {},
    apis: {
      core: {
        paths: ['/factor/*'],
        routers: [
          'core/routes/factor-invoices.ts#factorInvoicesRoutes',
          'core/routes/factor-clients.ts#factorClientsRoutes',
          'core/routes/factor-payments.ts#factorPaymentsRoutes',
          'core/routes/factor-loads.ts#factorLoadsRoutes',
        ],
      },
    },
  },
  /**
   * The factor's profile (issue 16): remittance email and payout accounts. Its own function because
   * a new payout account is the factor area's only reader of the bank account hash key, which the
   * factor's reads need not also hold (as the payor's profile, corePayorProfile).
   */
  coreFactorProfile: {
    description: 'LanePay core API: factor profile (remittance email, payout accounts)',
    needs: { bankAccountHashKey: true },
    apis: {
      core: {
        paths: ['/factor/profile/*', '/factor/bank_accounts/*'],
        routers: ['core/routes/factor-profile.ts#factorProfileRoutes'],
      },
    },
  },
  /**
   * The factor's NOA and LOR documents of its Debtors page (issue 15): queues received documents for
   * conversion, uploads its files to the paperwork bucket through presigned PUTs and checks what
   * landed, as paperwork does. Apart from the factor's reads, which had no room left with it under
   * the bundle target.
   */
  coreFactorNoa: {
    description: 'LanePay core API: the factor’s NOA and LOR documents',
    needs: { paperworkBucket: 'uploads', noaConversionQueue: true },
    apis: {
      core: {
        paths: ['/factor/noa_documents/*'],
        routers: ['core/routes/factor-noa-documents.ts#factorNoaDocumentRoutes'],
      },
    },
  },
  /**
   * Files made in the background (issue 14): starts export jobs and answers their progress. Its
   * own function: it answers every area, and what it knows of the file routes (their paths and
   * access) is read from the exports API when its bundle is built (functions/services/export-targets.ts).
   */
  coreExportJobs: {
    description: 'LanePay core API: export jobs (files made in the background)',
    needs: { exportJobs: true },
    apis: {
      core: { paths: ['/exports/*'], routers: ['core/routes/export-jobs.ts#exportJobRoutes'] },
    },
  },
  /**
   * The staff's NOA reviews (issue 15): splits, the coachable report, the action conflicts'
   * history and LOR designations. Apart from the queues and processing, which had no room left with
   * them under the bundle target. Their paths are more specific than `/admin/*`, so they win there,
   * and in the whole API (tests, documents) they are mounted first: `action_conflicts/history` is
   * never read as a conflict's id.
   */
  coreAdminNoaReviews: {
    description: 'LanePay core API: admin NOA reviews (splits, coachable report, conflict history, LOR designations)',
    needs: {},
    apis: {
      core: {
        paths: [
          '/admin/noa/split_noas/*',
          '/admin/noa/coachable_report/*',
          '/admin/noa/action_conflicts/history/*',
          '/admin/noa/pending_lor_designation/*',
        ],
        routers: ['core/routes/admin-noa-reviews.ts#adminNoaReviewRoutes'],
      },
    },
  },
  /**
   * The staff's factor assignment (issue 15; seeds 001 §2 factor-assignment, /audit, /history):
   * corrections of a relationship's factor proposed and approved by two people, applied through the
   * factor-of-record model. Its own function: the admin function has no room left under the
   * bundle target, and its paths are more specific than `/admin/*`.
   */
  coreAdminFactorAssignments: {
    description: 'LanePay core API: admin factor assignment (proposals, approvals, history)',
    needs: {},
    apis: {
      core: {
        paths: ['/admin/factor_assignments/*'],
        routers: ['core/routes/admin-factor-assignments.ts#adminFactorAssignmentRoutes'],
      },
    },
  },
  /**
   * The staff's NOA queues (issue 15: search, metrics, action conflicts, pending new factors,
   * missing LORs, bulk removal), apart from the processing function, which the factor-of-record
   * model fills to its bundle target. Their fixed paths are longer prefixes than the admin area's,
   * so they are routed here, never to the one-document routes (`/admin/noa/{id}`).
   */
  coreAdminNoaQueues: {
    description: 'LanePay core API: admin NOA queues (search, metrics, conflicts, pending factors, missing LORs)',
    needs: {},
    apis: {
      core: {
        paths: [
          '/admin/noa/search/*',
          '/admin/noa/metrics/*',
          '/admin/noa/action_conflicts/*',
          '/admin/noa/pending_factors/*',
          '/admin/noa/missing_lor/*',
          '/admin/noa/bulk_remove/*',
        ],
        routers: ['core/routes/admin-noa-queues.ts#adminNoaQueueRoutes'],
      },
    },
  },
  /**
   * The admin area (staff, seeds 001 §2 and §6): NOA processing. It reads the paperwork bucket: the
   * work screen shows an NOA's page images through links it signs.
   */
  coreAdmin: {
    description: 'LanePay core API: admin area (NOA processing)',
    needs: { paperworkBucket: 'read' },
    apis: {
      core: {
        paths: ['/admin/*'],
        routers: ['core/routes/admin-noa-processing.ts#adminNoaProcessingRoutes'],
      },
    },
  },
  settlement: {
    description: 'LanePay settlement API: paperwork bills, charges and documents',
    needs: { resubmitQueue: true, paperworkBucket: 'uploads' },
    apis: {
      settlement: {
        paths: ['/*'],
        routers: [
          'settlement/routes/types.ts#typeRoutes',
          'settlement/routes/bills.ts#billRoutes',
          'settlement/routes/charges.ts#chargeRoutes',
          'settlement/routes/accepted-terms.ts#acceptedTermsRoutes',
          'settlement/routes/carrier-deny-list.ts#carrierDenyListRoutes',
          'settlement/routes/bill-documents.ts#billDocumentRoutes',
        ],
      },
    },
  },
  /**
   * Files: the edge sends exportReport=true requests here (infra/definitions/export-routing.ts).
   * Its routes read the data and check who may have it; renderer functions make the files.
   */
  exports: {
    description: 'LanePay exports API: reads what a file holds and has a renderer make it',
    needs: { paperworkBucket: 'readWrite', fileRenderers: true },
    apis: {
      exports: {
        paths: ['/*'],
        routers: [
          'reports/routes/payee-invoices.ts#payeeInvoicesReportRoutes',
          'reports/routes/payee-payments.ts#payeePaymentsReportRoutes',
          'reports/routes/payee-relationships.ts#payeeRelationshipsReportRoutes',
          'reports/routes/payee-payout-report-pdf.ts#payeePayoutReportPdfRoutes',
          'reports/routes/payee-take-control-pdf.ts#payeeTakeControlPdfRoutes',
          'reports/routes/settlement-bill-documents.ts#settlementBillDocumentReportRoutes',
        ],
      },
    },
  },
  /**
   * The payor reports' files (issue 14: the ledger reports, GOTP fees, holds, unreconciled funds,
   * the Carriers list's 1099 totals, Select Carrier discovery and terms, the settlement statements
   * and an invoice batch's report): their queries would take the exports function past its bundle
   * target, so they are a function of their own under the exports API; like it, it reads the
   * data, checks who may have it and has a renderer make the file.
   */
  exportsPayorReports: {
    description: 'LanePay exports API: the payor reports as files',
    needs: { fileRenderers: true, paperworkBucket: 'read' },
    apis: {
      exports: {
        paths: [
          '/core/payor/report/billing_activity/*',
          '/core/payor/report/credit_usage/*',
          '/core/payor/report/financial_account_activity/*',
          '/core/payor/report/gotp_fees/*',
          '/core/payor/report/holds/*',
          '/core/payor/report/unreconciled_funds/*',
          '/core/payor/report/relationship_1099/*',
          '/core/payor/report/select_carrier_discovery/*',
          '/core/payor/report/terms/*',
          '/core/payor/report/settlement_statements/*',
          '/core/payor/report/settlement_statement/*',
          '/core/payor/report/invoice_batch_review/*',
        ],
        routers: [
          'reports/routes/payor-ledger-reports.ts#payorLedgerReportFileRoutes',
          'reports/routes/payor-ops-reports.ts#payorOpsReportFileRoutes',
          'reports/routes/payor-invoice-batches.ts#payorInvoiceBatchReportRoutes',
          'reports/routes/payor-statements.ts#payorStatementReportRoutes',
        ],
      },
    },
  },
  /**
   * The factor's files (issue 16: a payment's remittance as CSV or Excel), apart from the exports
   * function, which had no room left under the bundle target.
   */
  exportsFactor: {
    description: 'LanePay exports API: the factor’s files (remittance)',
    needs: { fileRenderers: true },
    apis: {
      exports: {
        paths: ['/core/factor/*'],
        routers: ['reports/routes/factor-remittance.ts#factorRemittanceRoutes'],
      },
    },
  },
} as const satisfies Record<string, ApiFunction>;

export type ApiFunctionName = keyof typeof apiFunctions;

/** The module (relative to functions/) and the export of a registered router. */
export function routerRefOf(router: string): { module: string; exportName: string } {
  const [module = '', exportName = ''] = router.split('#');
  return { module, exportName };
}
