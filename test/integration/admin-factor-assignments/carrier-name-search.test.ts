import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { corePaths } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { FactorAssignmentCandidate } from '#shared/schemas/admin-factor-assignments.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createClaimedRelationship, createCompany, createUserWithMfa } from '../../support/fixtures.ts';
import { json } from '../payee-invoices/invoice-fixtures.ts';

let staff: ApiSession;

beforeAll(async () => {
  const staffCompany = await createCompany(CompanyType.Triumph);
  staff = (await ApiSession.signIn(await createUserWithMfa(staffCompany, [Role.TriumphInternal, Role.OpsManager])))
    .session;
});

const search = async (carrierName: string) =>
  staff.request('core', `${corePaths.adminFactorAssignmentRelationships}?${new URLSearchParams({ carrierName })}`);

describe('finding a carrier by name on the factor assignment page', () => {
  it('lists the relationships of the carriers whose name starts so, whatever the case and spacing', async () => {
    const word = `Zq${randomUUID().slice(0, 8)}`;
    const [carrier, other, payor] = await Promise.all([
      createCompany(CompanyType.Payee, `${word} Freight  Lines`),
      createCompany(CompanyType.Payee, `Other ${word} Freight`),
      createCompany(CompanyType.Payor),
    ]);
    const relationship = await createClaimedRelationship(carrier, payor);
    await createClaimedRelationship(other, payor);

    const found = await json<{ items: FactorAssignmentCandidate[] }>(
      await search(`${word.toLowerCase()} freight lines`),
    );
    expect(found.items.map((c) => [c.payeeName, c.relationshipId])).toEqual([[carrier.name, relationship.id]]);
    // A payor of the same name is not a carrier.
    await createCompany(CompanyType.Payor, `${word} Freight Lines`);
    expect((await json<{ items: FactorAssignmentCandidate[] }>(await search(word))).items).toHaveLength(1);
  });

  it('answers a one-letter search with a field error', async () => {
    const response = await search('Z');
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { errors?: object }).errors ?? {})).toEqual(['carrierName']);
  });
});
