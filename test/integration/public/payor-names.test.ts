import { describe, expect, it } from 'vitest';
import { publicApp } from '#functions/public/app.ts';
import { advertisedBrokerCount } from '#infra/local/seed/broker-directory.ts';
import { apiRoots, publicPaths } from '#shared/api/paths.ts';
import type { PayorNamesResponse } from '#shared/schemas/public-payors.ts';

const url = (query = '') => `${apiRoots.public}${publicPaths.payorNames}${query}`;

describe('GET /public/api/v1/payee/payors/name', () => {
  it('lists the advertised brokers to anyone, sorted by name, without the shipper', async () => {
    const response = await publicApp.request(url());
    expect(response.status).toBe(200);
    const { payors } = (await response.json()) as PayorNamesResponse;
    expect(payors.length).toBeGreaterThanOrEqual(advertisedBrokerCount + 4);
    expect(payors.map((p) => p.name)).toEqual([...payors.map((p) => p.name)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(payors.some((p) => p.name === 'Prairie Grain Co.')).toBe(false);
    expect(Object.keys(payors[0] ?? {}).sort()).toEqual(['id', 'name', 'payorTypeId']);
  });

  it('searches by every word, ignoring case', async () => {
    const { payors } = (await (
      await publicApp.request(url('?q=logistics%20GULF%20coast'))
    ).json()) as PayorNamesResponse;
    expect(payors.map((p) => p.name)).toEqual(['Gulf Coast Logistics']);
  });

  it('refuses an over-long search with 400', async () => {
    expect((await publicApp.request(url(`?q=${'x'.repeat(101)}`))).status).toBe(400);
  });
});
