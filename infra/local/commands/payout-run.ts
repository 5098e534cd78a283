import { connectToLocalStack } from '../connect.ts';

/** `npm run payout-run`: pays what is due now in the running local stack (PORT, default 3000). */
await connectToLocalStack(`http://localhost:${process.env.PORT ?? 3000}`);
const { runPayouts } = await import('#functions/services/payout-run.ts');
console.log(JSON.stringify(await runPayouts()));
