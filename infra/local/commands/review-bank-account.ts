import { isReviewDecision } from '#functions/domain/bank-accounts/review.ts';
import { connectToLocalStack } from '../connect.ts';

/**
 * Stands in for the staff review (admin area, later issue) on the running local stack (PORT,
 * default 3000):
 *
 * - `npm run bank-account:review -- <payeeId> <accountId> approve|decline|verify`: a payee's wallet
 *   account. Approve makes a pending account Active (and returns the payee's MissingBank invoices to
 *   Approved), decline makes it Rejected, verify keeps it pending for final review with a
 *   verification call.
 * - `npm run bank-account:review -- --payor <payorId> <accountId> approve|decline|verify`: a payor's
 *   replacement funding account. Approve makes it the account drafted and retires the one before;
 *   decline leaves the payor's account as it was.
 * - `npm run bank-account:review -- --factor <factorId> <accountId> approve|decline|verify`: a
 *   factor's new payout account. Approve makes it the account paid into and retires the one it
 *   replaces; until then the payout run pays the account before it, never the new one.
 */
const args = process.argv.slice(2);
const forPayor = args[0] === '--payor';
const forFactor = args[0] === '--factor';
const [companyArg, accountArg, decisionArg] = forPayor || forFactor ? args.slice(1) : args;
const usage =
  'Usage: npm run bank-account:review -- [--payor|--factor] <payeeId|payorId|factorId> <accountId> approve|decline|verify';
const companyId = Number(companyArg);
const accountId = Number(accountArg);

if (!Number.isInteger(companyId) || !Number.isInteger(accountId) || !decisionArg || !isReviewDecision(decisionArg)) {
  console.error(usage);
  process.exit(2);
}
await connectToLocalStack(`http://localhost:${process.env.PORT ?? 3000}`);
const actor = 'local-review';
try {
  // Functions code reads its environment when loaded, so it is imported once connected.
  if (forFactor) {
    const { reviewFactorBankAccount } = await import('#functions/services/factor-bank-accounts.ts');
    const result = await reviewFactorBankAccount({ factorId: companyId, accountId, decision: decisionArg, actor });
    console.log(
      JSON.stringify({
        factorId: companyId,
        bankAccountId: accountId,
        outcome: result.outcome,
        status: result.account.status.id,
      }),
    );
  } else if (forPayor) {
    const { reviewFundingAccount } = await import('#functions/services/payor-funding-accounts.ts');
    const result = await reviewFundingAccount({ payorId: companyId, accountId, decision: decisionArg, actor });
    console.log(
      JSON.stringify({
        payorId: companyId,
        fundingAccountId: accountId,
        outcome: result.outcome,
        status: result.account.status,
        isValidationRequired: result.account.isValidationRequired,
      }),
    );
  } else {
    const { reviewBankAccount } = await import('#functions/services/bank-account-review.ts');
    const result = await reviewBankAccount({
      payeeId: companyId,
      bankAccountId: accountId,
      decision: decisionArg,
      actor,
    });
    console.log(
      JSON.stringify({
        payeeId: companyId,
        bankAccountId: accountId,
        outcome: result.outcome,
        status: result.account.status,
        isValidationRequired: result.account.isValidationRequired,
        invoicesReleased: result.invoicesReleased,
      }),
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
