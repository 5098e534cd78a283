import { parseArgs } from 'node:util';
import { connectToLocalStack } from '../connect.ts';

/**
 * `npm run statements -- [--period YYYY-MM | --week YYYY-MM-DD]`: makes the statements of a month
 * (monthly and refund statements) or of the week a date falls in, in the running local stack (PORT,
 * default 3000); without either, the last closed month and week, as the schedule does. Statements
 * that exist are left as they are.
 */
const { values } = parseArgs({ options: { period: { type: 'string' }, week: { type: 'string' } } });
if (values.period !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(values.period)) {
  throw new Error(`--period takes a month as YYYY-MM, not '${values.period}'`);
}
if (values.week !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.week)) {
  throw new Error(`--week takes a date as YYYY-MM-DD, not '${values.week}'`);
}
await connectToLocalStack(`http://localhost:${process.env.PORT ?? 3000}`);
const { statementRunRequest } = await import('#functions/worker/statement-run.ts');
const { runStatements } = await import('#functions/services/statements.ts');
console.log(JSON.stringify(await runStatements(statementRunRequest({ month: values.period, week: values.week }))));
