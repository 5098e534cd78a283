import { describe, expect, it } from 'vitest';
import { packRequest, received, rendererHandler } from '#functions/renderers/requests.ts';

describe('renderer requests', () => {
  it('reach the renderer as sent, gzipped, with the instant back as a Date', async () => {
    const request = {
      file: 'payments',
      input: { payeeName: 'Lone Star Freight LLC', generatedAt: '2026-03-14T16:00:00.000Z' },
    };
    const handler = rendererHandler(async (got: typeof request) => ({ got, input: received(got.input) }));
    const packed = packRequest(request);
    expect(Object.keys(packed)).toEqual(['gzip']);
    const { got, input } = await handler(packed);
    expect(got).toEqual(request);
    expect(input.generatedAt).toEqual(new Date('2026-03-14T16:00:00.000Z'));
  });

  it('compress a whole list well below Lambda’s 6 MB payload limit', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      id: i,
      invoiceNumber: `LSF-${24_000 + i}`,
      payorName: 'Redline Logistics',
      status: 'approved',
      amountCents: 150_055 + i,
    }));
    const json = JSON.stringify({ file: 'invoices', input: { rows } });
    expect(JSON.stringify(packRequest(JSON.parse(json))).length).toBeLessThan(json.length / 4);
  });
});
