import { keys } from '#functions/repositories/keys.ts';
import { payorInvoicesPage } from '#functions/services/payor-invoices.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { corePaths } from '#shared/api/paths.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { DatePreset, datePresetRangeAt } from '#shared/enums/date-preset.ts';
import { payorInvoiceListQuerySchema } from '#shared/schemas/payor-invoices.ts';
import { firstGeneratedId, load, measuredStatus } from './invoice-list.ts';
import { profileList } from './list-profile.ts';

/**
 * Where the payor invoice list's time goes beyond its DynamoDB reads (list-profile.ts):
 * `BENCH_PAYOR_INVOICES` (by default 5,000) invoices of the demo broker, and the list request beside
 * the session read (BatchGetItem of the profile, whose memberships carry the company and its
 * settings, and the session), the service (the status partition's Query and the rows' shaping, no
 * HTTP) and the bare Query. The list's time less the longer of the session read and the service is
 * what the app adds (routing, middleware, validation, JSON).
 *
 *   PROFILE_OUT=/tmp/payor-list.cpuprofile npx tsx test/bench/payor-invoice-list-profile.ts
 */
const brokerId = demoCompanies.broker.id;
const brokerInvoices = Number(process.env.BENCH_PAYOR_INVOICES ?? 5_000);
const range = datePresetRangeAt(DatePreset.Last90Days, new Date());
const search = `status=${measuredStatus}&datePreset=${DatePreset.Last90Days}&page=1&pageSize=25`;
const listQuery = payorInvoiceListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));

await profileList({
  figure: 'payor_invoice_list_profile_ms',
  email: 'broker@demo.test',
  path: `${corePaths.payorInvoices}?${search}`,
  samples: Number(process.env.BENCH_SAMPLES ?? 500),
  warmUp: 50,
  context: { payor_invoices: brokerInvoices },
  load: () =>
    load(
      brokerInvoices,
      firstGeneratedId + 5_000_000,
      (index) => ({ payeeId: 800_000 + (index % 500), payorId: brokerId }),
      calendarDateIn(new Date()),
    ),
  parts: ({ query, sessionRead }) => ({
    service: () => payorInvoicesPage(brokerId, listQuery),
    listQuery: () =>
      query({
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.payorInvoicePartition(brokerId, measuredStatus),
          ':from': `${range.startDate}#`,
          ':to': `${range.endDate}#~`,
        },
        ScanIndexForward: false,
        Limit: 25,
      }),
    sessionRead,
  }),
});
process.exit(0);
