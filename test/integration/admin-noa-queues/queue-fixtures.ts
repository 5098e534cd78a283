import type { DocumentEvent, NoaDocument } from '#functions/domain/noa/document.ts';
import { type DocumentResult, moveNoaDocument, portalActor } from '#functions/services/noa-documents.ts';
import { recordReceivedNoaDocument } from '#infra/local/seed/received-noa-document.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createCompany, createUserWithMfa } from '../../support/fixtures.ts';

export function moved(result: DocumentResult): NoaDocument {
  if (result.kind !== 'moved') throw new Error(`Expected the document to move, got ${JSON.stringify(result)}`);
  return result.document;
}

/** A document received, converted and read (proposing `factorName`), waiting in ReadyToProcess. */
export async function documentInQueue(input: { factorName?: string | null; now?: Date } = {}): Promise<NoaDocument> {
  const now = input.now ?? new Date();
  const received = await recordReceivedNoaDocument({
    source: {
      channel: 'email',
      fileKey: `noa/${now.getTime()}.pdf`,
      fileName: 'notice.pdf',
      contentType: 'application/pdf',
    },
    senderFactorId: null,
    now,
  });
  const move = async (event: DocumentEvent) =>
    moved(await moveNoaDocument({ documentId: received.id, event, actor: portalActor, now }));
  await move({ type: 'queueConversion' });
  await move({ type: 'startOcr' });
  await move({
    type: 'converted',
    pages: [{ number: 1, imageKey: `noa/${received.id}/page-1.png`, text: 'NOTICE OF ASSIGNMENT' }],
    proposed: {
      carrierName: 'Queue Test Carrier',
      mcNumber: null,
      dotNumber: null,
      factorName: input.factorName ?? null,
      debtorNames: ['Queue Test Broker'],
      kind: 'noa',
      scope: 'named',
      carrierId: null,
      factorId: null,
      debtorPayorIds: [],
    },
  });
  return move({ type: 'releaseToQueue' });
}

export const processorActor = { userId: 9301, name: 'Quinn Processor' };

/** A document moved from ReadyToProcess by `event`, taken by the processor. */
export async function documentMovedBy(event: DocumentEvent, factorName: string | null = null): Promise<NoaDocument> {
  const ready = await documentInQueue({ factorName });
  return moved(await moveNoaDocument({ documentId: ready.id, event, actor: processorActor }));
}

/** Staff sessions (all roles of the demo admin, and IBEX-only) and a factor's, which is not staff. */
export async function queueSessions() {
  const [staffCompany, factor] = await Promise.all([
    createCompany(CompanyType.Triumph),
    createCompany(CompanyType.Factor),
  ]);
  const [staffEmail, ibexEmail, factorEmail] = await Promise.all([
    createUserWithMfa(staffCompany, [Role.AppManager, Role.TriumphInternal, Role.OpsManager]),
    createUserWithMfa(staffCompany, [Role.NoaIBEX]),
    createUserWithMfa(factor, [Role.UserAdmin]),
  ]);
  const [staff, ibex, factorUser] = await Promise.all([
    ApiSession.signIn(staffEmail),
    ApiSession.signIn(ibexEmail),
    ApiSession.signIn(factorEmail),
  ]);
  return { staff: staff.session, ibex: ibex.session, factor: factorUser.session };
}
