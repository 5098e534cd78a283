/**
 * Every key of the single table. A user's profile (which embeds their memberships, each with a
 * copy of its company) and their sessions share the partition USER#<id>, so an authenticated
 * request needs one BatchGetItem: the profile and the session.
 */
export const keys = {
  userPartition: (userId: number) => `USER#${userId}`,
  user: (userId: number) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  session: (userId: number, idHash: string) => ({ pk: `USER#${userId}`, sk: `SESSION#${idHash}` }),
  email: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'USER' }),
  company: (companyId: number) => ({ pk: `COMPANY#${companyId}`, sk: 'PROFILE' }),
  companyGuidIndex: (guid: string) => ({ gsi1pk: `COMPANYGUID#${guid}`, gsi1sk: 'COMPANY' }),
  /** Payors listed on the public all-brokers page, by name. */
  advertisedPayorIndex: (name: string, companyId: number) => ({
    gsi2pk: 'PAYORS#ADVERTISED',
    gsi2sk: `${name.toLowerCase()}#${pad(companyId)}`,
  }),
  advertisedPayorPartition: 'PAYORS#ADVERTISED',
  /**
   * Carriers (payee companies) by name, for staff finding one by the start of its name (factor
   * assignment). One partition: staff searches are rare and each reads a page of it.
   */
  carrierNameIndex: (name: string, companyId: number) => ({
    gsi2pk: 'CARRIERS#BYNAME',
    gsi2sk: `${carrierNameKey(name)}#${pad(companyId)}`,
  }),
  carrierNamePartition: 'CARRIERS#BYNAME',
  /**
   * A payor's funding accounts (the bank account its drafts draw on, and replacements waiting for
   * review) live in the payor's company partition beside one state item that names the active
   * account (with what a draft records of it, so the draft step reads one item) and the one waiting
   * (a write conditioned on it keeps one replacement at a time): one Query reads them all.
   */
  fundingAccount: (payorId: number, accountId: number) => ({
    pk: `COMPANY#${payorId}`,
    sk: `FUNDING#ACCOUNT#${pad(accountId)}`,
  }),
  fundingState: (payorId: number) => ({ pk: `COMPANY#${payorId}`, sk: 'FUNDING#STATE' }),
  /**
   * A payor's credit limit with the portal in one currency, in the payor's company partition: the
   * credit-limit report reads them all with one Query on the prefix.
   */
  creditLimit: (payorId: number, currencyId: number) => ({
    pk: `COMPANY#${payorId}`,
    sk: `CREDITLIMIT#${pad(currencyId)}`,
  }),
  creditLimitPrefix: 'CREDITLIMIT#',
  fundingPrefix: 'FUNDING#',
  fundingAccountPrefix: 'FUNDING#ACCOUNT#',
  /** One setting a user changed: from and to, who and when; a company's changes sort oldest first. */
  companySettingChange: (companyId: number, at: string, changeId: string) => ({
    pk: `COMPANY#${companyId}`,
    sk: `SETTINGCHANGE#${at}#${changeId}`,
  }),
  companySettingChangePrefix: 'SETTINGCHANGE#',
  /** A company's member, for listing a company's users (the user's profile holds the truth). */
  companyMember: (companyId: number, userId: number) => ({ pk: `COMPANY#${companyId}`, sk: `MEMBER#${userId}` }),
  ssoRequest: (state: string) => ({ pk: `SSOSTATE#${state}`, sk: 'SSO' }),
  bill: (billId: string) => ({ pk: `BILL#${billId}`, sk: 'BILL' }),
  billHistory: (billId: string, at: string, eventId: string) => ({
    pk: `BILL#${billId}`,
    sk: `HISTORY#${at}#${eventId}`,
  }),
  /** A bill's documents live in the bill's partition, so one Query reads a bill with all its parts. */
  billDocument: (billId: string, documentId: string) => ({ pk: `BILL#${billId}`, sk: `DOC#${documentId}` }),
  billDocumentPrefix: 'DOC#',
  billHistoryPrefix: 'HISTORY#',
  /**
   * A user's export job in one company (issue 14), in the user's partition: the tray lists the
   * user's jobs of the company they are in with one Query on the prefix, and a job of another user
   * or company is simply not found. Jobs expire (TTL) a week after they were started.
   */
  exportJob: (userId: number, companyId: number, jobId: string) => ({
    pk: `USER#${userId}`,
    sk: `EXPORTJOB#${pad(companyId)}#${jobId}`,
  }),
  exportJobPrefix: (companyId: number) => `EXPORTJOB#${pad(companyId)}#`,
  /** What went wrong with one resubmit-queue message (first and last error), for the DLQ listing. */
  resubmitFailure: (messageId: string) => ({ pk: `RESUBMITFAIL#${messageId}`, sk: 'FAILURE' }),
  /** A payee's bills, oldest first: the carrier's paperwork list reads only this partition. */
  payeeBillIndex: (payeeId: number, createdAt: string, billId: string) => ({
    gsi1pk: `PAYEEBILLS#${payeeId}`,
    gsi1sk: `${createdAt}#${billId}`,
  }),
  payeeBillPartition: (payeeId: number) => `PAYEEBILLS#${payeeId}`,
  /** A payor's bills, oldest first: the payor's settlements list reads only this partition. */
  payorBillIndex: (payorId: number, createdAt: string, billId: string) => ({
    gsi2pk: `PAYORBILLS#${payorId}`,
    gsi2sk: `${createdAt}#${billId}`,
  }),
  payorBillPartition: (payorId: number) => `PAYORBILLS#${payorId}`,
  /**
   * Which bill a charge belongs to (charges live inside the bill item; their ids travel alone); a
   * replaced or deleted charge's for a day more, marked `removedAt` (bills.ts chargeRemoval).
   */
  billCharge: (chargeId: string) => ({ pk: `CHARGE#${chargeId}`, sk: 'CHARGE' }),
  /** What a payor requires of the paperwork its carriers submit (document types). */
  payorPaperworkSettings: (payorId: number) => ({ pk: `COMPANY#${payorId}`, sk: 'PAPERWORKSETTINGS' }),
  /** A carrier on a payor's deny list (blocked from viewing that payor's paperwork). */
  carrierDenyListEntry: (payorId: number, payeeId: number) => ({
    pk: `DENYLIST#${payorId}`,
    sk: `PAYEE#${pad(payeeId)}`,
  }),
  carrierDenyListPartition: (payorId: number) => `DENYLIST#${payorId}`,
  /** The payors that put a carrier on their deny list, for the carrier's own reads. */
  deniedPayeeIndex: (payeeId: number, payorId: number) => ({
    gsi1pk: `DENIEDPAYEE#${payeeId}`,
    gsi1sk: `PAYOR#${pad(payorId)}`,
  }),
  deniedPayeePartition: (payeeId: number) => `DENIEDPAYEE#${payeeId}`,
  /** A payee's relationships and contact methods live in the payee's partition. */
  relationship: (payeeId: number, relationshipId: number) => ({
    pk: `PAYEE#${payeeId}`,
    sk: `REL#${pad(relationshipId)}`,
  }),
  relationshipPrefix: 'REL#',
  payorRelationshipIndex: (payorId: number, relationshipId: number) => ({
    gsi1pk: `PAYORRELS#${payorId}`,
    gsi1sk: `REL#${pad(relationshipId)}`,
  }),
  /**
   * A payor's invitation of one carrier contact (an email address or an E.164 phone): the
   * relationship it created, so inviting the same contact again answers that one.
   */
  payorInvitedContact: (payorId: number, destination: string) => ({
    pk: `PAYORINVITE#${payorId}`,
    sk: `CONTACT#${destination.toLowerCase()}`,
  }),
  contactMethod: (payeeId: number, contactMethodId: number) => ({
    pk: `PAYEE#${payeeId}`,
    sk: `CONTACT#${pad(contactMethodId)}`,
  }),
  contactMethodPrefix: 'CONTACT#',
  /** The one live verification code of a payee's contact method: a new send replaces it. */
  verificationCode: (payeeId: number, contactMethodId: number) => ({
    pk: `PAYEE#${payeeId}`,
    sk: `VERIFY#${pad(contactMethodId)}`,
  }),
  bankAccount: (payeeId: number, bankAccountId: number) => ({
    pk: `PAYEE#${payeeId}`,
    sk: `BANK#${pad(bankAccountId)}`,
  }),
  bankAccountPrefix: 'BANK#',
  /** The one live code of a payee linking a LoadPay account: a new send replaces it. */
  loadPayLinkCode: (payeeId: number) => ({ pk: `PAYEE#${payeeId}`, sk: 'LOADPAYCODE' }),
  /**
   * Who holds a bank account: one item per payee under the keyed hash of routing and account
   * number (never the number itself), so a payee cannot add the same account twice for one payment
   * method and staff can see the same account across payees.
   */
  bankAccountHash: (hash: string, payeeId: number, methodType: number) => ({
    pk: `BANKHASH#${hash}`,
    sk: `PAYEE#${pad(payeeId)}#M${methodType}`,
  }),
  bankAccountHashPartition: (hash: string) => `BANKHASH#${hash}`,
  /** The routing directory (ABA lookup): one item per routing number. */
  routingDirectoryEntry: (routingNumber: string) => ({ pk: `ABA#${routingNumber}`, sk: 'ABA' }),
  payeePartition: (payeeId: number) => `PAYEE#${payeeId}`,
  invoice: (invoiceId: number) => ({ pk: `INVOICE#${invoiceId}`, sk: 'INVOICE' }),
  /** A payee's invoices by status, newest upload last: the invoice list's main path. */
  payeeInvoiceIndex: (payeeId: number, status: number, uploadedDate: string, invoiceId: number) => ({
    gsi1pk: payeeInvoicePartition(payeeId, status),
    gsi1sk: `${uploadedDate}#${pad(invoiceId)}`,
  }),
  payeeInvoicePartition: (payeeId: number, status: number) => payeeInvoicePartition(payeeId, status),
  /** A payor's invoices by status, newest upload last: the payor's invoice list's main path. */
  payorInvoiceIndex: (payorId: number, status: number, uploadedDate: string, invoiceId: number) => ({
    gsi3pk: payorInvoicePartition(payorId, status),
    gsi3sk: `${uploadedDate}#${pad(invoiceId)}`,
  }),
  payorInvoicePartition: (payorId: number, status: number) => payorInvoicePartition(payorId, status),
  /** Approved invoices not yet paid, by expected pay date, for the payout run (sparse). */
  payoutDueIndex: (expectedPayDate: string, invoiceId: number) => ({
    gsi2pk: 'PAYOUT#DUE',
    gsi2sk: `${expectedPayDate}#${pad(invoiceId)}`,
  }),
  payoutDuePartition: 'PAYOUT#DUE',
  /**
   * A payee's running invoice tallies in one currency (count, gross and net per status), changed in
   * the same transaction as every invoice write: the list's totals in one small read.
   */
  invoiceTallies: (payeeId: number, currencyId: number) => ({
    pk: `PAYEE#${payeeId}`,
    sk: `INVTOTALS#C${currencyId}`,
  }),
  invoiceTalliesPrefix: 'INVTOTALS#',
  /** Marks an invoice or load number as used by a payor (numbers are unique per payor). */
  payorDocumentNumber: (payorId: number, kind: 'INVOICE' | 'LOAD', number: string) => ({
    pk: `PAYORDOC#${payorId}`,
    sk: `${kind}#${number}`,
  }),
  creditNote: (creditNoteId: number) => ({ pk: `CREDITNOTE#${creditNoteId}`, sk: 'CREDITNOTE' }),
  payeeCreditNoteIndex: (payeeId: number, createdDate: string, creditNoteId: number) => ({
    gsi1pk: `PAYEECN#${payeeId}`,
    gsi1sk: `${createdDate}#${pad(creditNoteId)}`,
  }),
  payment: (paymentId: string) => ({ pk: `PAYMENT#${paymentId}`, sk: 'PAYMENT' }),
  payeePaymentIndex: (payeeId: number, paidDate: string, paymentId: string) => ({
    gsi1pk: `PAYEEPAY#${payeeId}`,
    gsi1sk: `${paidDate}#${paymentId}`,
  }),
  registrationCode: (email: string) => ({ pk: `REGCODE#${email.toLowerCase()}`, sk: 'CODE' }),
  /** The one live password reset code of an address: a new request replaces it. */
  passwordResetCode: (email: string) => ({ pk: `PWRESET#${email.toLowerCase()}`, sk: 'CODE' }),
  /** A signed-in user's pending move of their MFA phone, proven by a code texted to the new number. */
  mfaPhoneChange: (userId: number) => ({ pk: `USER#${userId}`, sk: 'MFAPHONECHANGE' }),
  /**
   * A company's invitation of an email address to join it: one per company and address, in the
   * company's partition (its admins list them with one Query). While pending, the index lists it
   * under the address, for the invitee's own list.
   */
  invitation: (companyId: number, email: string) => ({
    pk: `COMPANY#${companyId}`,
    sk: `INVITE#${email.toLowerCase()}`,
  }),
  invitationPrefix: 'INVITE#',
  inviteeIndex: (email: string, invitedAt: string, invitationId: string) => ({
    gsi1pk: `INVITEE#${email.toLowerCase()}`,
    gsi1sk: `${invitedAt}#${invitationId}`,
  }),
  inviteePartition: (email: string) => `INVITEE#${email.toLowerCase()}`,
  /** How many messages went to one destination in the current window (see send-throttle.ts). */
  sendThrottle: (scope: string) => ({ pk: `THROTTLE#${scope}`, sk: 'SENDS' }),
  registrationToken: (tokenHash: string) => ({ pk: `REGTOKEN#${tokenHash}`, sk: 'TOKEN' }),
  /** The federal carrier registry the portal checks registrations against (FMCSA-like data). */
  carrierRegistry: (kind: 'DOT' | 'MC', number: string) => ({ pk: `CARRIERREG#${kind}#${number}`, sk: 'CARRIER' }),
  /** Claims a DOT or MC number for one portal company, so no two companies register it. */
  carrierNumber: (kind: 'DOT' | 'MC', number: string) => ({ pk: `CARRIERNUM#${kind}#${number}`, sk: 'COMPANY' }),
  /** A payor's promotional campaigns (free QuickPay invoices until an end date), by id. */
  promotionalCampaign: (payorId: number, campaignId: number) => ({
    pk: `CAMPAIGNS#${payorId}`,
    sk: `CAMPAIGN#${pad(campaignId)}`,
  }),
  promotionalCampaignPartition: (payorId: number) => `CAMPAIGNS#${payorId}`,
  promotionalCampaignPrefix: 'CAMPAIGN#',
  /** The Select Carrier programme's configuration (the rate, in basis points). */
  selectCarrierSettings: { pk: 'SETTINGS#SELECTCARRIER', sk: 'SETTINGS' },
  /** A payee's Select Carrier membership: the rate it accepted, when and by whom. */
  selectCarrierMembership: (payeeId: number) => ({ pk: `COMPANY#${payeeId}`, sk: 'SELECTCARRIER' }),
  /**
   * Funds LanePay received from a payor (the unreconciled-funds report), in the payor's partition
   * by received date: the report reads one date range of it; another payor's receipts are not there.
   */
  fundsReceipt: (payorId: number, receivedDate: string, receiptId: number) => ({
    pk: `FUNDS#${payorId}`,
    sk: `RECEIPT#${receivedDate}#${pad(receiptId)}`,
  }),
  fundsReceiptPartition: (payorId: number) => `FUNDS#${payorId}`,
  /**
   * A payor's uploaded invoice batches (EnablePayorInvoiceReview) live in one partition of the
   * payor's: the batch by id (newest last), its rows in an item of their own (so listing batches
   * reads no rows), its guid (the path names a batch by guid) and the requests that created one
   * (Idempotency-Key, per user). Another payor's guid is simply not in the partition.
   */
  payorInvoiceBatch: (payorId: number, batchId: number) => ({
    pk: `PAYORBATCHES#${payorId}`,
    sk: `BATCH#${pad(batchId)}`,
  }),
  payorInvoiceBatchRows: (payorId: number, batchId: number) => ({
    pk: `PAYORBATCHES#${payorId}`,
    sk: `ROWS#${pad(batchId)}`,
  }),
  payorInvoiceBatchGuid: (payorId: number, guid: string) => ({ pk: `PAYORBATCHES#${payorId}`, sk: `GUID#${guid}` }),
  payorInvoiceBatchRequest: (payorId: number, userId: number, key: string) => ({
    pk: `PAYORBATCHES#${payorId}`,
    sk: `REQUEST#${userId}#${key}`,
  }),
  payorInvoiceBatchPartition: (payorId: number) => `PAYORBATCHES#${payorId}`,
  payorInvoiceBatchPrefix: 'BATCH#',
  /**
   * A highway-subscribing payor's alerts and, per carrier relationship, which alert is open (one at
   * a time) and which failures the payor ignored, all in the payor's partition: the alert list is
   * one Query, and an id of another payor's finds nothing.
   */
  highwayAlert: (payorId: number, alertId: number) => ({ pk: `HWALERTS#${payorId}`, sk: `ALERT#${pad(alertId)}` }),
  highwayAlertPartition: (payorId: number) => `HWALERTS#${payorId}`,
  highwayAlertPrefix: 'ALERT#',
  highwayCarrier: (payorId: number, relationshipId: number) => ({
    pk: `HWALERTS#${payorId}`,
    sk: `CARRIER#${pad(relationshipId)}`,
  }),
  /** The vetting registry highway checks read (authority, insurance, identity), by DOT or MC number. */
  vettingRegistry: (kind: 'DOT' | 'MC', number: string) => ({ pk: `VETTING#${kind}#${number}`, sk: 'VETTING' }),
  counter: (sequence: string) => ({ pk: `COUNTER#${sequence}`, sk: 'COUNTER' }),
  outboxPartition: 'OUTBOX',
  outbox: (message: { createdAt: string; id: string }) => ({ pk: 'OUTBOX', sk: `${message.createdAt}#${message.id}` }),
  outboxRecipientIndex: (message: { to: string; createdAt: string; id: string }) => ({
    gsi1pk: `OUTBOX#${message.to.toLowerCase()}`,
    gsi1sk: `${message.createdAt}#${message.id}`,
  }),
  /**
   * A bill in `sent` whose resubmit message may not have been handled yet (the resubmit queue's
   * outbox): written in the transaction that moves the bill to `sent`, deleted in the one that
   * moves it out (functions/repositories/bill-sent-markers.ts). The sweeper reads every shard for
   * markers older than the queue's visibility window. Spread over `sentMarkerShards` partitions by
   * a hash of the bill id, so a burst of submissions does not write one partition.
   */
  sentMarker: (billId: string) => ({ pk: sentMarkerPartition(sentMarkerShardOf(billId)), sk: `BILL#${billId}` }),
  sentMarkerPartition: (shard: number) => sentMarkerPartition(shard),
  sentMarkerShards: 16,
  /** The payor's payments (made on its behalf), by paid date: the payor's payments list. */
  payorPaymentIndex: (payorId: number, paidDate: string, paymentId: string) => ({
    gsi2pk: `PAYORPAY#${payorId}`,
    gsi2sk: `${paidDate}#${paymentId}`,
  }),
  payorPaymentPartition: (payorId: number) => `PAYORPAY#${payorId}`,
  /**
   * Payments no draft covers yet, by paid date, for the payout run's draft step (sparse); a payor's
   * next drafts read it filtered to the payor.
   */
  undraftedPaymentIndex: (paidDate: string, paymentId: string) => ({
    gsi3pk: 'PAYMENTS#UNDRAFTED',
    gsi3sk: `${paidDate}#${paymentId}`,
  }),
  undraftedPaymentPartition: 'PAYMENTS#UNDRAFTED',
  /** A draft of a payor's account for the payments it funds (functions/domain/payor-money/plan-drafts.ts). */
  draft: (draftId: string) => ({ pk: `DRAFT#${draftId}`, sk: 'DRAFT' }),
  payorDraftIndex: (payorId: number, draftDate: string, draftId: string) => ({
    gsi1pk: `PAYORDRAFTS#${payorId}`,
    gsi1sk: `${draftDate}#${draftId}`,
  }),
  payorDraftPartition: (payorId: number) => `PAYORDRAFTS#${payorId}`,
  /**
   * Every payor's drafts of one month, by date then payor (on the draft, beside the payor's own
   * index): which payors a statement run covers, without reading the payors that had none.
   */
  draftMonthIndex: (draftDate: string, payorId: number, draftId: string) => ({
    gsi2pk: `DRAFTMONTH#${draftDate.slice(0, 7)}`,
    gsi2sk: `${draftDate}#${pad(payorId)}#${draftId}`,
  }),
  draftMonthPartition: (month: string) => `DRAFTMONTH#${month}`,
  /**
   * Refunded payments of one month, by refund date then payor (sparse: a payment is indexed here
   * once refunded, when it has left the undrafted index for good): the refunds a statement covers.
   */
  refundMonthIndex: (refundDate: string, payorId: number, paymentId: string) => ({
    gsi3pk: `REFUNDMONTH#${refundDate.slice(0, 7)}`,
    gsi3sk: `${refundDate}#${pad(payorId)}#${paymentId}`,
  }),
  refundMonthPartition: (month: string) => `REFUNDMONTH#${month}`,
  /** A payor's statements, by type then period (functions/repositories/statements.ts). */
  statement: (payorId: number, typeId: number, periodStart: string) => ({
    pk: `PAYORSTMT#${payorId}`,
    sk: `STMT#${typeId}#${periodStart}`,
  }),
  statementPartition: (payorId: number) => `PAYORSTMT#${payorId}`,
  statementTypePrefix: (typeId: number) => `STMT#${typeId}#`,
  /**
   * A statement's lines beside it, by their position in the statement (from 0): a page of lines
   * is one Query of a range of positions. `STMTLINE#` keeps them out of the statements' `STMT#`
   * prefixes, so listing statements never reads lines.
   */
  statementLine: (payorId: number, typeId: number, periodStart: string, position: number) => ({
    pk: `PAYORSTMT#${payorId}`,
    sk: `STMTLINE#${typeId}#${periodStart}#${pad(position)}`,
  }),
  /** A payor's credit notes, by created date: the payor's credit notes list. */
  payorCreditNoteIndex: (payorId: number, createdDate: string, creditNoteId: number) => ({
    gsi2pk: `PAYORCN#${payorId}`,
    gsi2sk: `${createdDate}#${pad(creditNoteId)}`,
  }),
  payorCreditNotePartition: (payorId: number) => `PAYORCN#${payorId}`,
  /** A payor's credit notes with money left to repay, by carrier then age, for the payout run (sparse). */
  openCreditNoteIndex: (payorId: number, payeeId: number, createdDate: string, creditNoteId: number) => ({
    gsi3pk: `OPENCN#${payorId}`,
    gsi3sk: `${pad(payeeId)}#${createdDate}#${pad(creditNoteId)}`,
  }),
  openCreditNotePartition: (payorId: number) => `OPENCN#${payorId}`,
  /** Marks a credit note reference number as used by a payor (unique per payor, any case). */
  payorCreditNoteReference: (payorId: number, referenceNumber: string) => ({
    pk: `PAYORDOC#${payorId}`,
    sk: `CREDITNOTE#${referenceNumber.toUpperCase()}`,
  }),
  /** A payor's loads live in its own partition: the list is one Query, and an id is found only within its payor. */
  load: (payorId: number, loadId: number) => ({ pk: payorLoadPartition(payorId), sk: `LOAD#${pad(loadId)}` }),
  payorLoadPartition: (payorId: number) => payorLoadPartition(payorId),
  loadPrefix: 'LOAD#',
  /** Reserves a load number for one load of a payor (`payorDocumentNumber` LOAD is its invoice's). */
  payorLoadNumber: (payorId: number, loadNumber: string) => ({
    pk: `PAYORDOC#${payorId}`,
    sk: `LOADREC#${loadNumber}`,
  }),
  /** Loads whose advance is asked for or paid and not yet netted from an invoice, for the payout run (sparse). */
  openLoadAdvanceIndex: (requestedAt: string, loadId: number) => ({
    gsi2pk: 'PAYOUT#LOADADVANCES',
    gsi2sk: `${requestedAt}#${pad(loadId)}`,
  }),
  openLoadAdvancePartition: 'PAYOUT#LOADADVANCES',
  /**
   * Factor of record (functions/domain/noa): a carrier's one factor of record and its record of
   * holds placed and released, in the carrier's partition beside its relationships, so one Query
   * reads what the payout run and the hold rules need of a carrier.
   */
  factorOfRecord: (payeeId: number) => ({ pk: `PAYEE#${payeeId}`, sk: 'FACTOROFRECORD' }),
  factorHoldEvent: (payeeId: number, at: string, eventId: string) => ({
    pk: `PAYEE#${payeeId}`,
    sk: `FACTORHOLD#${at}#${eventId}`,
  }),
  factorHoldEventPrefix: 'FACTORHOLD#',
  /** A carrier's factor assignment proposals (factorAssignmentKeys below), read with its holds. */
  factorAssignmentPrefix: 'FACTORASSIGN#',
  /**
   * Relationships with any factor-of-record hold (sparse, on gsi3, written with the holds): the
   * staff's factor assignment list of what needs a correction.
   */
  heldRelationshipIndex: (payeeId: number, relationshipId: number) => ({
    gsi3pk: 'FACTORHELDRELS',
    gsi3sk: `PAYEE#${pad(payeeId)}#REL#${pad(relationshipId)}`,
  }),
  /** A factor company's bank accounts (where the invoices assigned to it are paid), in its company partition. */
  factorBankAccount: (factorId: number, accountId: number) => ({
    pk: `COMPANY#${factorId}`,
    sk: `FACTORBANK#${pad(accountId)}`,
  }),
  factorBankAccountPrefix: 'FACTORBANK#',
  /**
   * Which of the factor's accounts waits for review (one at a time: a new one is written only where
   * none waits); outside the accounts' prefix, so the payout run's read of the accounts skips it.
   */
  factorBankState: (factorId: number) => ({ pk: `COMPANY#${factorId}`, sk: 'FACTORBANKSTATE' }),
  /** The factor's profile beyond the company item: address, contact and remittance email, versioned. */
  factorProfile: (factorId: number) => ({ pk: `COMPANY#${factorId}`, sk: 'FACTORPROFILE' }),
  /** An NOA or LOR document; indexed by status (the staff queues) and by carrier (its documents' effects). */
  noaDocument: (documentId: number) => ({ pk: `NOADOC#${documentId}`, sk: 'DOCUMENT' }),
  noaQueueIndex: (status: number, receivedAt: string, documentId: number) => ({
    gsi1pk: `NOAQUEUE#S${status}`,
    gsi1sk: `${receivedAt}#${pad(documentId)}`,
  }),
  noaQueuePartition: (status: number) => `NOAQUEUE#S${status}`,
  noaCarrierIndex: (payeeId: number, receivedAt: string, documentId: number) => ({
    gsi2pk: `NOACARRIER#${payeeId}`,
    gsi2sk: `${receivedAt}#${pad(documentId)}`,
  }),
  noaCarrierPartition: (payeeId: number) => `NOACARRIER#${payeeId}`,
  /**
   * Documents by their confirmed factor (the staff search by factor), on gsi4: gsi3 holds the
   * factor that sent them (its uploads list), which the confirmed factor need not be.
   */
  noaFactorIndex: (factorId: number, receivedAt: string, documentId: number) => ({
    gsi4pk: `NOAFACTOR#${factorId}`,
    gsi4sk: `${receivedAt}#${pad(documentId)}`,
  }),
  noaFactorPartition: (factorId: number) => `NOAFACTOR#${factorId}`,
  /**
   * Each step of every document, by the UTC day it was taken, written with the document's move: the
   * staff metrics (documents per hour per processor), the coachable report and the conflicts' history
   * read a date range of steps without reading every document ever completed.
   */
  noaStep: (at: string, documentId: number, index: number) => ({
    pk: `NOASTEPS#${at.slice(0, 10)}`,
    sk: `${at}#${pad(documentId)}#${pad(index)}`,
  }),
  noaStepPartition: (day: string) => `NOASTEPS#${day}`,
  /** The documents a factor sent (its uploads list, newest first), when the sender is known. */
  noaSenderIndex: (factorId: number, receivedAt: string, documentId: number) => ({
    gsi3pk: `NOASENDER#${factorId}`,
    gsi3sk: `${receivedAt}#${pad(documentId)}`,
  }),
  noaSenderPartition: (factorId: number) => `NOASENDER#${factorId}`,
  /** A factor's file on its way in (presigned PUT, then recorded as a document), in its company partition. */
  noaUpload: (factorId: number, uploadId: string) => ({ pk: `COMPANY#${factorId}`, sk: `NOAUPLOAD#${uploadId}` }),
  /**
   * The factor area (issue 16). A relationship assigned to a factor is listed under the factor
   * (sparse, written in the same transaction as the assignment): the factor's clients and debtors,
   * and the check each invoice read makes that the assignment still stands. An invoice is indexed
   * under the factor its relationship was assigned to when it was last written or re-keyed (newest
   * upload last), so the factor's invoice list is one Query of one partition; a payment made to a
   * factor is indexed under it by paid date.
   */
  factorRelationshipIndex: (factorId: number, payeeId: number, relationshipId: number) => ({
    gsi2pk: factorRelationshipPartition(factorId),
    gsi2sk: `PAYEE#${pad(payeeId)}#REL#${pad(relationshipId)}`,
  }),
  factorRelationshipPartition: (factorId: number) => factorRelationshipPartition(factorId),
  /**
   * A relationship that left the factor (assigned elsewhere or to none) while some of its invoices
   * may still be listed under it: written before the change, kept (TTL) well past the re-key that
   * moves them. The factor's invoice list reads these beside its page and checks only their rows.
   */
  factorRelationshipLeft: (factorId: number, payeeId: number, relationshipId: number) => ({
    pk: `COMPANY#${factorId}`,
    sk: `RELLEFT#${pad(payeeId)}#${pad(relationshipId)}`,
  }),
  factorRelationshipLeftPrefix: 'RELLEFT#',
  factorInvoiceIndex: (factorId: number, uploadedDate: string, invoiceId: number) => ({
    gsi4pk: factorInvoicePartition(factorId),
    gsi4sk: `${uploadedDate}#${pad(invoiceId)}`,
  }),
  factorInvoicePartition: (factorId: number) => factorInvoicePartition(factorId),
  factorPaymentIndex: (factorId: number, paidDate: string, paymentId: string) => ({
    gsi4pk: `FACTORPAY#${factorId}`,
    gsi4sk: `${paidDate}#${paymentId}`,
  }),
  factorPaymentPartition: (factorId: number) => `FACTORPAY#${factorId}`,
  /**
   * A payment to a factor under the Chicago day it was paid, written in the payment's own
   * transaction: the daily remittance email reads one day's partition (that day's factor payments
   * only) instead of scanning for the factors paid. One item per payment, so two runs paying the
   * same factor never contend for an item.
   */
  factorPaidDay: (paidDate: string, factorId: number, paymentId: string) => ({
    pk: factorPaidDayPartition(paidDate),
    sk: `${pad(factorId)}#${paymentId}`,
  }),
  factorPaidDayPartition: (paidDate: string) => factorPaidDayPartition(paidDate),
  /** The day's remittance email to a factor, sent or skipped, in its company partition: written once. */
  factorRemittanceNotice: (factorId: number, day: string) => ({
    pk: `COMPANY#${factorId}`,
    sk: `REMITTANCENOTICE#${day}`,
  }),
} as const;

/** The staff's factor assignment proposals and the held relationships' list (see `keys`). */
export const factorAssignmentKeys = {
  /**
   * A staff proposal to correct one relationship's factor (domain/noa/factor-assignment.ts), in the
   * carrier's partition beside the relationships and factor of record it changes, so the hold rules
   * read a carrier's pending proposals in the same consistent Query as the rest. Indexed by id (the
   * audit and decision screens reach it by id alone), by status (the audit queue, oldest first) and
   * all together (the history, newest first). Apart from `keys` so that only the functions that
   * write proposals carry them (every function that applies a document reads proposals).
   */
  factorAssignment: (payeeId: number, proposalId: number) => ({
    pk: `PAYEE#${payeeId}`,
    sk: `FACTORASSIGN#${pad(proposalId)}`,
  }),
  factorAssignmentIdIndex: (proposalId: number) => ({ gsi2pk: `FACTORASSIGNID#${proposalId}`, gsi2sk: 'PROPOSAL' }),
  factorAssignmentStatusIndex: (status: string, proposedAt: string, proposalId: number) => ({
    gsi1pk: `FACTORASSIGNS#${status}`,
    gsi1sk: `${proposedAt}#${pad(proposalId)}`,
  }),
  factorAssignmentStatusPartition: (status: string) => `FACTORASSIGNS#${status}`,
  factorAssignmentLogIndex: (proposedAt: string, proposalId: number) => ({
    gsi3pk: 'FACTORASSIGNS#ALL',
    gsi3sk: `${proposedAt}#${pad(proposalId)}`,
  }),
  factorAssignmentLogPartition: 'FACTORASSIGNS#ALL',
  /** A proposal's create by one user under one Idempotency-Key: the same create again answers that proposal. */
  factorAssignmentRequest: (userId: number, idempotencyKey: string) => ({
    pk: `FACTORASSIGNKEY#${userId}`,
    sk: `KEY#${idempotencyKey}`,
  }),
  heldRelationshipPartition: 'FACTORHELDRELS',
} as const;

function factorRelationshipPartition(factorId: number): string {
  return `FACTORRELS#${factorId}`;
}

function factorPaidDayPartition(paidDate: string): string {
  return `FACTORPAIDDAY#${paidDate}`;
}

function factorInvoicePartition(factorId: number): string {
  return `FACTORINV#${factorId}`;
}

/** Zero-padded ids sort as numbers inside sort keys. */
function pad(id: number): string {
  return String(id).padStart(12, '0');
}

function payeeInvoicePartition(payeeId: number, status: number): string {
  return `PAYEEINV#${payeeId}#S${status}`;
}

function payorInvoicePartition(payorId: number, status: number): string {
  return `PAYORINV#${payorId}#S${status}`;
}

function payorLoadPartition(payorId: number): string {
  return `PAYORLOADS#${payorId}`;
}

function sentMarkerPartition(shard: number): string {
  return `SENTMARKERS#${String(shard).padStart(2, '0')}`;
}

/** The shard of a bill's sent marker: FNV-1a of its id, so any id (UUID or derived) spreads evenly. */
function sentMarkerShardOf(billId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < billId.length; index++) {
    hash ^= billId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % keys.sentMarkerShards;
}

/** Drops the key attributes from an item, leaving the record. */
export function withoutKeys(item: Record<string, unknown>): Record<string, unknown> {
  const {
    pk: _pk,
    sk: _sk,
    gsi1pk: _g1,
    gsi1sk: _g1s,
    gsi2pk: _g2,
    gsi2sk: _g2s,
    gsi3pk: _g3,
    gsi3sk: _g3s,
    gsi4pk: _g4,
    gsi4sk: _g4s,
    ...record
  } = item;
  return record;
}

/** A carrier's name as its index sorts and matches it: lower case, spaces folded. */
export function carrierNameKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}
