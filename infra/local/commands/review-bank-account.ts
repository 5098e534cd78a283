import { isReviewDecision } from '#functions/domain/bank-accounts/review.ts';
import { connectToLocalStack } from '../connect.ts';

/**
 * `npm run bank-account:review -- <payeeId> <accountId> approve|decline|verify`: stands in for the
 * staff review (admin area, later issue) on the running local stack (PORT, default 3000). Approve
 * makes a pending account Active (and returns the payee's MissingBank invoices to Approved),
 * decline makes it Rejected, verify keeps it pending for final review with a verification call.
 */
const [payeeArg, accountArg, decisionArg] = process.argv.slice(2);
const usage = 'Usage: npm run bank-account:review -- <payeeId> <accountId> approve|decline|verify';
const payeeId = Number(payeeArg);
const bankAccountId = Number(accountArg);

if (!Number.isInteger(payeeId) || !Number.isInteger(bankAccountId) || !decisionArg || !isReviewDecision(decisionArg)) {
  console.error(usage);
  process.exit(2);
}
await connectToLocalStack(`http://localhost:${process.env.PORT ?? 3000}`);
// Functions code reads its environment when loaded, so it is imported once connected.
const { reviewBankAccount } = await import('#functions/services/bank-account-review.ts');
try {
  const result = await reviewBankAccount({ payeeId, bankAccountId, decision: decisionArg, actor: 'local-review' });
  console.log(
    JSON.stringify({
      payeeId,
      bankAccountId,
      outcome: result.outcome,
      status: result.account.status,
      isValidationRequired: result.account.isValidationRequired,
      invoicesReleased: result.invoicesReleased,
    }),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
