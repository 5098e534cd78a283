import { parseArgs } from 'node:util';
import { connectToLocalStack } from '../connect.ts';

/**
 * `npm run remittance-emails -- [--day YYYY-MM-DD]`: emails each factor paid on that day (America/
 * Chicago) its remittance, in the running local stack (PORT, default 3000); without a day, the
 * previous business day and the weekend after it, as the schedule does. A factor already emailed
 * for a day gets nothing again.
 */
const { values } = parseArgs({ options: { day: { type: 'string' } } });
await connectToLocalStack(`http://localhost:${process.env.PORT ?? 3000}`);
const { remittanceRunDays } = await import('#functions/worker/factor-remittance-run.ts');
const { sendRemittanceEmails } = await import('#functions/services/factor-remittance-emails.ts');
console.log(JSON.stringify(await sendRemittanceEmails(remittanceRunDays({ day: values.day }))));
