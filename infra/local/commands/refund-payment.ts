import { parseArgs } from 'node:util';
import { connectToLocalStack } from '../connect.ts';

/**
 * `npm run payment:refund -- <paymentId> [--by <staff email>] [--reason <text>]`: stands in for the
 * staff refund (admin area, later issue) on the running local stack (PORT, default 3000). The
 * payment id is the last part of the payment's address (/payee/payments/<id>). The payment and its
 * invoices move to Refunded, recorded as done by the staff user (default admin@demo.test, who holds
 * OpsManager), and charged QuickPay fees come back as a TERM_FEE_REFUND payment. Refunding twice is
 * refused (exit code 1) and changes nothing.
 */
const usage = 'Usage: npm run payment:refund -- <paymentId> [--by <staff email>] [--reason <text>]';
let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { by: { type: 'string', default: 'admin@demo.test' }, reason: { type: 'string' } },
  });
}
try {
  parsed = parse();
} catch {
  console.error(usage);
  process.exit(2);
}
const [paymentId] = parsed.positionals;
if (!paymentId || !/^[0-9a-f]{20}$/.test(paymentId)) {
  console.error(usage);
  process.exit(2);
}

await connectToLocalStack(`http://localhost:${process.env.PORT ?? 3000}`);
// Functions code reads its environment when loaded, so it is imported once connected.
const { findUserIdByEmail } = await import('#functions/repositories/users.ts');
const { refundPayment, RefundRefused } = await import('#functions/services/payment-refund.ts');
const staffUserId = await findUserIdByEmail(parsed.values.by.toLowerCase());
if (staffUserId === null) {
  console.error(`No user ${parsed.values.by}`);
  process.exit(1);
}
try {
  const result = await refundPayment({ paymentId, staffUserId, reason: parsed.values.reason ?? null });
  console.log(
    JSON.stringify({
      paymentId: result.payment.id,
      code: result.payment.code,
      state: result.payment.state,
      invoicesRefunded: result.invoicesRefunded,
      termFeeRefund: result.termFeeRefund
        ? { paymentId: result.termFeeRefund.id, code: result.termFeeRefund.code, cents: result.termFeeRefund.netCents }
        : null,
      by: result.payment.refund?.byName,
      at: result.payment.refund?.at,
    }),
  );
} catch (error) {
  if (error instanceof RefundRefused) {
    console.error(JSON.stringify({ paymentId, refused: error.reason, state: error.payment.state }));
  } else {
    console.error(error instanceof Error ? error.message : String(error));
  }
  process.exit(1);
}
