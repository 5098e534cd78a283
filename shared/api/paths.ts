/** Every API path the browser calls, in one place. Core and settlement APIs have their own roots. */
export const apiRoots = {
  core: '/api/v1/core',
  settlement: '/api/v1/settlement',
  /** Files (exports, reports): requests with exportReport=true are routed here (infra/definitions/export-routing.ts). */
  exports: '/api/v1/exports',
  /** Calls anyone may make without signing in (the all-brokers page, registration). */
  public: '/public/api/v1',
} as const;

/** Paths under apiRoots.public. */
export const publicPaths = {
  payorNames: '/payee/payors/name',
  openapi: '/openapi.json',
} as const;

export const corePaths = {
  ping: '/ping',
  heartbeat: '/heartbeat',
  healthStatus: '/health/status',
  login: '/login',
  ssoAuthorize: '/login/sso/authorize',
  logout: '/logout',
  newToken: '/new_token',
  tokenExpiration: '/token_expiration',
  currentUser: '/current_user',
  session: '/session',
  requestPasswordReset: '/request_password_reset',
  /** The signed-in user asks for a password reset code for their own account. */
  requestAuthorizedPasswordReset: '/request_authorized_password_reset',
  /** Sets a new password with the emailed reset code. */
  resetPassword: '/reset_password',
  sendMfa: '/users/send_mfa/{type}',
  registerMfa: '/users/register_mfa/{type}',
  /** Not in the seeds: the password (and MFA) entered again, before changing the MFA phone. */
  reauthenticate: '/users/reauthenticate',
  payorProfileSettings: '/payor/profile_settings',
  registrationCode: '/registration_code',
  registrationCodeVerify: '/registration_code/verify',
  registrationCarrier: '/registration/carrier',
  registrationAccount: '/registration/account',
  forwardRegistration: '/forward_registration',
  users: '/users',
  user: '/users/{id}',
  userRoles: '/users/roles',
  /** Not in the seeds: the company's invitations waiting for an answer (user admins). */
  companyInvitations: '/users/invitations',
  companyInvitation: '/users/invitations/{id}',
  /** Not in the seeds: invitations to other companies waiting for the signed-in user's answer. */
  myInvitations: '/users/my_invitations',
  acceptInvitation: '/users/my_invitations/{id}/accept',
  declineInvitation: '/users/my_invitations/{id}/decline',
  userSendLoginRequest: '/users/{id}/send_login_request',
  /** Not in the seeds (they show only the action and its error): reset a user's MFA. */
  userResetMfa: '/users/{id}/reset_mfa',
  /** Not in the seeds: Profile → Restrictions of the signed-in payee company. */
  payeeRestrictions: '/payee/restrictions',
  payeeBankAccounts: '/payee/bank_accounts',
  payeeBankAccountStatus: '/payee/bank_accounts/{id}/status',
  /** Not in the seeds (only the link-LoadPay-account page is): send the code that proves a LoadPay account. */
  payeeLoadPayCode: '/payee/bank_accounts/loadpay/code',
  /** Not in the seeds: link the LoadPay account the code proved; it joins the wallet pending. */
  payeeLoadPayLink: '/payee/bank_accounts/loadpay',
  payeeBankAccountTypes: '/payee/bank_accounts/types',
  payeeBankAccountValidate: '/payee/bank_accounts/validate',
  payeeBankAccountAba: '/payee/bank_accounts/aba/{id}',
  payeeRelationships: '/payee/payee_relationships',
  payeeRelationship: '/payee/payee_relationships/{id}',
  payeeUnclaimedRelationships: '/payee/payee_relationships/unclaimed_relationships',
  payeeRelationshipContactInfo: '/payee/payee_relationships/contact_info',
  payeeVerifyContactMethod: '/payee/payee_relationships/verify_payee_contact_method',
  payeeRelationshipVerify: '/payee/payee_relationships/{id}/verify',
  payeeRelationshipTerms: '/payee/payee_relationships/{id}/terms',
  payeeClaimRelationships: '/payee/payee_relationships/claim',
  payeeClaimForContactMethod: '/payee/payee_relationships/claim_for_contact_method',
  payeeRelationshipClaim: '/payee/payee_relationships/{id}/claim',
  payeeRelationshipClaimWithoutVerification: '/payee/payee_relationships/{id}/claim_without_verification',
  payeeRelationshipClaimByInvoiceDetails: '/payee/payee_relationships/{id}/claim_by_invoice_details',
  payeeRelationshipClaimByAuthorizationForm: '/payee/payee_relationships/{id}/claim_by_authorization_form',
  payeeRelationshipUnauthenticatedRequest: '/payee/payee_relationships/{id}/unauthenticated_request',
  payeeRelationshipClaimIntent: '/payee/payee_relationships/{id}/create_claim_intent',
  payeeRelationshipTakeControlInfo: '/payee/payee_relationships/{id}/take_control_info',
  /** Issue 15, the fraud guard: the carrier's notices of assignment and its dispute of one. */
  payeeNoaNotices: '/payee/noa_notices',
  payeeNoaNotice: '/payee/noa_notices/{id}',
  payeeNoaNoticeDispute: '/payee/noa_notices/{id}/dispute',
  /** Issue 15, the carrier's 'IncorrectFactor' missing-details step: its mismatches and its answer for one. */
  payeeFactorMismatches: '/payee/factor_mismatches',
  payeeFactorMismatchAnswer: '/payee/factor_mismatches/{id}/answer',
  payeePayments: '/payee/payments',
  payeePayment: '/payee/payments/{id}',
  payeePayoutReport: '/payee/payments/{id}/payout_report',
  payeeInvoicesAndCreditNotes: '/payee/invoices_and_credit_notes',
  payeeInvoicesAndCreditNotesDateTypes: '/payee/invoices_and_credit_notes/date_types',
  payeeInvoiceTotalQpAvailable: '/payee/invoices/total_qp_available',
  payeeInvoiceStatuses: '/payee/invoices/statuses',
  payeeInvoiceDateTypes: '/payee/invoices/date_types',
  payeeInvoice: '/payee/invoices/{id}',
  payeeCreditNotes: '/payee/credit_notes',
  payeeCreditNoteStatuses: '/payee/credit_notes/statuses',
  payeeCreditNoteDateTypes: '/payee/credit_notes/date_types',
  payeeCreditNote: '/payee/credit_notes/{id}',
  payeePayors: '/payee/payors',
  payeePayorsByName: '/payee/payors/name',
  payeePayor: '/payee/payors/{id}',
  payeePayorNames: '/payee/payor_names',
  /** Not in the seeds (they show only the screen): the dashboard's figures for a payor tab. */
  payeeDashboard: '/payee/dashboard',
  /** Not in the seeds: the Select Carrier offer (GET) and joining it (PUT). */
  payeeSelectCarrier: '/payee/select_carrier',
  payeePromotionalCampaigns: '/payee/promotional_campaigns',
  payeePromotionalInvoices: '/payee/promotional_campaigns/promotional_invoices',
  payeeRelationshipPromotionalCampaign: '/payee/payee_relationships/{id}/promotional_campaign',
  payeeRelationshipPromotionalInvoices: '/payee/payee_relationships/{id}/promotional_invoices',
  payorInvoices: '/payor/invoices',
  /** Not in the seeds: one of the payor's invoices, with the version its review is made on. */
  payorInvoice: '/payor/invoices/{id}',
  payorInvoiceStatus: '/payor/invoices/{id}/status',
  /** Not in the seeds: one move for the invoices a payor selected in its list (bulk review). */
  payorInvoiceStatuses: '/payor/invoices/status',
  /** Not in the seeds: what waits on the payor (to review, approved, held), for the list and dashboard. */
  payorInvoiceTotals: '/payor/invoices/totals',
  payorPayeeRelationships: '/payor/payee_relationships',
  payorPayeeRelationship: '/payor/payee_relationships/{id}',
  payorPayeeNames: '/payor/payee_names',
  payorPayments: '/payor/payments',
  payorPayment: '/payor/payments/{id}',
  /** Not in the seeds (they name payments only): the drafts of the payor's account that fund them. */
  payorDrafts: '/payor/drafts',
  payorDraft: '/payor/drafts/{id}',
  /** Not in the seeds: when the payor is drafted next and for how much, and its last drafts (the dashboard). */
  payorDraftSchedule: '/payor/draft_schedule',
  payorCreditNotes: '/payor/credit_notes',
  /** Not in the seeds: the carriers a payor may issue a credit note to (its relationships). */
  payorCreditNoteCarriers: '/payor/credit_notes/carriers',
  payorCreditNote: '/payor/credit_notes/{id}',
  /** Not in the seeds: a payor's invoice spreadsheet, read and checked row by row, nothing saved. */
  payorInvoiceUploadPreview: '/payor/invoice_uploads/preview',
  /** Not in the seeds: the spreadsheet submitted whole (its invoices created, or a batch for review). */
  payorInvoiceUploads: '/payor/invoice_uploads',
  payorInvoiceBatchReviews: '/payor/report/invoice_batch_review',
  payorInvoiceBatchReview: '/payor/report/invoice_batch_review/{id}',
  payorInvoiceBatchReviewRelease: '/payor/report/invoice_batch_review/{id}/release',
  payorInvoiceBatchReviewReport: '/payor/report/invoice_batch_review/{id}/report',
  payorSettlementStatements: '/payor/report/settlement_statements',
  /** The statement's PDF (a blob, seeds 001 §7); its parts are the three JSON calls below. */
  payorSettlementStatement: '/payor/report/settlement_statement/{id}',
  payorSettlementStatementSubscriptionInvoices: '/payor/report/settlement_statement/{id}/subscription_invoices',
  payorSettlementStatementRevenueShareInvoices: '/payor/report/settlement_statement/{id}/revenue_share_invoices',
  payorSettlementStatementLineItems: '/payor/report/settlement_statement/{id}/line_items',
  /** What the payor was drafted, per draft (seeds 001 §7); `…/details` is its Excel file per draft and invoice. */
  payorBillingActivity: '/payor/report/billing_activity',
  payorBillingActivityDetails: '/payor/report/billing_activity/details',
  /** The payor's credit line with the portal: limit, usage and its history per day. */
  payorCreditUsage: '/payor/report/credit_usage',
  /** Financial account reports by type id (seeds 000 §3): 11 PurchasedInvoices, 20 PayorRebate, 22 PayorRefunds. */
  payorFinancialAccountActivity: '/payor/report/financial_account_activity/{id}',
  /** Not in the seeds: the factor's NOA and LOR documents ('Upload NOA/LOR' on its Debtors page, issue 15). */
  factorNoaDocuments: '/factor/noa_documents',
  factorNoaDocument: '/factor/noa_documents/{id}',
  factorNoaUploads: '/factor/noa_documents/uploads',
  factorNoaCarrierCheck: '/factor/noa_documents/carrier_check',
  /**
   * Not in the seeds (issue 16, the factor area): the invoices of the relationships assigned to the
   * signed-in factor, and one of them.
   */
  factorInvoices: '/factor/invoices',
  factorInvoice: '/factor/invoices/{id}',
  /** The loads of the factor's invoices (the payors' loads their load numbers name) and one of them. */
  factorLoads: '/factor/loads',
  factorLoad: '/factor/loads/{id}',
  /** The factor's clients (carriers whose relationships are assigned to it) and one of them, by company id. */
  factorClients: '/factor/payee_relationships',
  factorClient: '/factor/payee_relationships/{id}',
  /** The factor's debtors (the payors of its clients' assigned relationships) with their amounts. */
  factorDebtors: '/factor/payors',
  /** The payments made to the factor and one with its remittance. */
  factorPayments: '/factor/payments',
  factorPayment: '/factor/payments/{id}',
  /** Not in the seeds (issue 16): a payment's remittance as a file, `format=csv` or `format=xlsx`. */
  factorPaymentRemittance: '/factor/payments/{id}/remittance',
  /**
   * Not in the seeds (issue 16): the factor's profile (company, address, contact, remittance email
   * and payout bank accounts), its address and contact, its remittance email, and a new payout
   * account for LanePay's review.
   */
  factorProfile: '/factor/profile',
  factorCompanyDetails: '/factor/profile/company_details',
  factorRemittanceEmail: '/factor/profile/remittance_email',
  factorBankAccounts: '/factor/bank_accounts',
  payorLoads: '/payor/loads',
  /** Not in the seeds (they show only the screen): one of the payor's loads with its invoices and bills. */
  payorLoad: '/payor/loads/{id}',
  /** Not in the seeds: the payor asks for a load advance (BROKER_LOAD_ADVANCE_PAYOUT) for the carrier. */
  payorLoadAdvance: '/payor/loads/{id}/advance',
  payorHighwayAlerts: '/payor/highway_alerts',
  payorHighwayAlert: '/payor/highway_alerts/{id}',
  payorHighwayAlertClear: '/payor/highway_alerts/{id}/clear',
  payorHighwayAlertIgnore: '/payor/highway_alerts/{id}/ignore',
  /** Not in the seeds: checks a carrier again on demand from the alerts page. */
  payorHighwayChecks: '/payor/highway_alerts/checks',
  /** Not in the seeds (they show only the profile): the payor company's details. */
  payorCompany: '/payor/company',
  payorTerms: '/payor/report/terms',
  payorProfileSettingTypes: '/payor/report/profile_setting_types',
  payorProfileSettingsUpdate: '/payor/report/profile_settings',
  payorGotpFees: '/payor/report/gotp_fees',
  payorGotpFeeMonth: '/payor/report/gotp_fees/month/{id}',
  /** Not in the seeds (they show only the screen): the payor's held invoices by reason and age. */
  payorHolds: '/payor/report/holds',
  /** Not in the seeds (they show only the screen): funds received from the payor not matched to invoices. */
  payorUnreconciledFunds: '/payor/report/unreconciled_funds',
  /** A file (seeds 001 §7): per carrier, what the payor paid it in a tax year. */
  payorRelationship1099: '/payor/report/relationship_1099',
  /** A file (seeds 001 §7, a blob): Select Carrier members among the payor's carriers. */
  payorSelectCarrierDiscovery: '/payor/report/select_carrier_discovery',
  /** Not in the seeds: the bank account LanePay drafts the payor from, and a replacement waiting for review. */
  payorFundingAccounts: '/payor/funding_accounts',
  /** Not in the seeds: withdraws a replacement funding account still waiting for review. */
  payorFundingAccount: '/payor/funding_accounts/{id}',
  /** Not in the seeds (issue 14): the signed-in user's export jobs, a file made in the background. */
  exportJobs: '/exports',
  exportJob: '/exports/{id}',
  exportJobRetry: '/exports/{id}/retry',
  /** Not in the seeds (they show the NOA screens, issue 15): staff processing and audit of NOA/LOR documents. */
  adminNoaQueues: '/admin/noa/queues',
  adminNoaProcessNext: '/admin/noa/process/next',
  adminNoaAuditNext: '/admin/noa/audit/next',
  adminNoaMatches: '/admin/noa/matches',
  adminNoaDocument: '/admin/noa/documents/{id}',
  adminNoaDocumentFields: '/admin/noa/documents/{id}/fields',
  adminNoaDocumentTask: '/admin/noa/documents/{id}/tasks/{taskType}',
  adminNoaDocumentMoves: '/admin/noa/documents/{id}/moves',
  adminNoaDocumentSplit: '/admin/noa/documents/{id}/split',
  adminNoaDocumentHistory: '/admin/noa/documents/{id}/history',
  /** The staff's NOA queue screens (seeds 001 §2 NOA routes, under `admin/noa`). */
  adminNoaSearch: '/admin/noa/search',
  adminNoaMetrics: '/admin/noa/metrics',
  adminNoaActionConflicts: '/admin/noa/action_conflicts',
  adminNoaActionConflict: '/admin/noa/action_conflicts/{id}',
  /** Not in the seeds (they show only the screen): back to the processing queue, or removed with a reason. */
  adminNoaActionConflictResolve: '/admin/noa/action_conflicts/{id}/resolve',
  /** GET the groups by factor name; POST: the factor is now on the portal, its documents go back to the queue. */
  adminNoaPendingFactors: '/admin/noa/pending_factors',
  adminNoaPendingFactor: '/admin/noa/pending_factors/{id}',
  adminNoaMissingLor: '/admin/noa/missing_lor',
  adminNoaBulkRemove: '/admin/noa/bulk_remove',
  adminNoaSplitNoas: '/admin/noa/split_noas',
  adminNoaSplitNoa: '/admin/noa/split_noas/{id}',
  adminNoaCoachableReport: '/admin/noa/coachable_report',
  adminNoaCoachableProcessor: '/admin/noa/coachable_report/{id}',
  adminNoaConflictHistory: '/admin/noa/action_conflicts/history',
  adminNoaConflictHistoryDocument: '/admin/noa/action_conflicts/history/{id}',
  adminNoaPendingLorDesignation: '/admin/noa/pending_lor_designation/{id}',
  adminNoaPendingLorDesignationResolve: '/admin/noa/pending_lor_designation/{id}/resolve',
  adminFactorAssignments: '/admin/factor_assignments',
  adminFactorAssignmentRelationships: '/admin/factor_assignments/relationships',
  adminFactorAssignmentHistory: '/admin/factor_assignments/history',
  adminFactorAssignment: '/admin/factor_assignments/{id}',
  adminFactorAssignmentDecision: '/admin/factor_assignments/{id}/decision',
  openapi: '/openapi.json',
} as const;

/**
 * Paths of the exports API (under apiRoots.exports) that mirror no browser path. The edge moves a
 * file request to one when its query picks the kind of file: the HTTP API routes by path alone, and
 * Excel and PDF files have functions of their own (infra/definitions/export-routing.ts).
 */
export const exportPaths = {
  /** The payout report as an Excel workbook: the browser asks for `payout_report?format=xlsx`. */
  payeePayoutReportXlsx: `/core${corePaths.payeePayoutReport}/xlsx`,
} as const;

/** Settings the SPA reads at start (shared/schemas/runtime-config.ts), next to its files. */
export const runtimeConfigPath = '/runtime-config.json';

/** Fills `{name}` placeholders of a path with URL-encoded values. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The parameter '${name}' must be defined.`);
    return encodeURIComponent(String(value));
  });
}
