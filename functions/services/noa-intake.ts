import { randomUUID } from 'node:crypto';
import { payorIdOfIntakeAddress } from '#shared/constants/noa-intake.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { detectFileType, signatureLength } from '../domain/file-signature.ts';
import type { NoaDocument } from '../domain/noa/document.ts';
import { getCompany } from '../repositories/companies.ts';
import { mailedNoaObjectKey } from '../repositories/noa-uploads.ts';
import { storePaperworkObject } from '../repositories/paperwork-objects.ts';
import { findUserIdByEmail, getUser } from '../repositories/users.ts';
import { maxNoaFileSizeBytes } from './factor-noa-uploads.ts';
import { receiveNoaDocument } from './noa-receipt.ts';

/**
 * A notice of assignment or letter of release mailed to a debtor's intake address
 * (shared/constants/noa-intake.ts): what a mail receiver does with one attachment. Locally
 * `npm run noa:intake` feeds a file in as if mailed; a real receiver (SES inbound, say) would call
 * the same function with each attachment.
 */
export type MailedNoa = {
  /** The intake address it was sent to: it names the debtor. */
  to: string;
  /** The sender's address as the mail says it: a factor user's address names the factor. */
  from: string | null;
  fileName: string;
  bytes: Uint8Array;
  now?: Date;
};

export type IntakeResult =
  | { kind: 'received'; document: NoaDocument }
  /** Not an intake address, or one of no payor on the portal. */
  | { kind: 'unknownAddress' }
  /** Not a PDF, PNG, JPEG or TIFF by its first bytes, or empty. */
  | { kind: 'fileType' }
  | { kind: 'fileTooLarge' };

/**
 * Stores the file (checked by its first bytes and size, as an upload is) and records it as a
 * document received by email: its debtor from the address, its sender factor from the sender's
 * address when that is a factor user's (else unknown: staff find the factor in the document).
 */
export async function receiveMailedNoa(mail: MailedNoa): Promise<IntakeResult> {
  const payorId = payorIdOfIntakeAddress(mail.to);
  const payor = payorId === null ? null : await getCompany(payorId);
  if (!payor || payor.type !== CompanyType.Payor) return { kind: 'unknownAddress' };
  if (mail.bytes.length > maxNoaFileSizeBytes) return { kind: 'fileTooLarge' };
  const contentType = detectFileType(mail.bytes.subarray(0, signatureLength));
  if (contentType === null) return { kind: 'fileType' };
  const fileKey = mailedNoaObjectKey(randomUUID());
  await storePaperworkObject(fileKey, mail.bytes, contentType);
  const document = await receiveNoaDocument({
    source: { channel: 'email', fileKey, fileName: mail.fileName, contentType },
    senderFactorId: mail.from ? await factorOfSender(mail.from) : null,
    declared: { request: null, carrier: null, debtorPayorIds: [payor.id] },
    ...(mail.now ? { now: mail.now } : {}),
  });
  return { kind: 'received', document };
}

/** The factor whose user the address belongs to; null for anyone else (or a user of several factors). */
async function factorOfSender(address: string): Promise<number | null> {
  const userId = await findUserIdByEmail(address.trim().toLowerCase());
  const user = userId === null ? null : await getUser(userId);
  const factors = (user?.memberships ?? []).filter((m) => m.company.type === CompanyType.Factor);
  return factors.length === 1 ? (factors[0]?.companyId ?? null) : null;
}
