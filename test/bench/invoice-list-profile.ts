import { keys } from '#functions/repositories/keys.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { DatePreset, datePresetRangeAt } from '#shared/enums/date-preset.ts';
import { benchListPath, loadFirstBenchData, measuredStatus } from './invoice-list.ts';
import { profileList } from './list-profile.ts';

/**
 * Where the carrier's invoice list's time goes beyond its DynamoDB reads (list-profile.ts): the
 * list request beside the session read, the status partition's Query and the tallies Query.
 *
 *   PROFILE_OUT=/tmp/list.cpuprofile npx tsx test/bench/invoice-list-profile.ts
 */
const carrierId = demoCompanies.carrier.id;
const range = datePresetRangeAt(DatePreset.Last90Days, new Date());

await profileList({
  figure: 'invoice_list_profile_ms',
  email: 'carrier@demo.test',
  path: benchListPath,
  samples: Number(process.env.BENCH_SAMPLES ?? 1000),
  warmUp: 100,
  load: () => loadFirstBenchData(calendarDateIn(new Date())),
  parts: ({ query, sessionRead }) => ({
    listQuery: () =>
      query({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.payeeInvoicePartition(carrierId, measuredStatus),
          ':from': `${range.startDate}#`,
          ':to': `${range.endDate}#~`,
        },
        ScanIndexForward: false,
        Limit: 26,
      }),
    talliesQuery: () =>
      query({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.payeePartition(carrierId), ':prefix': keys.invoiceTalliesPrefix },
      }),
    sessionRead,
  }),
});
process.exit(0);
