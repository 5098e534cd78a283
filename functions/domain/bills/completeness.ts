import { BillDocumentStatus, ChargeType, ImageType } from '#shared/enums/paperwork.ts';

/** Document types every payor requires when it has not said otherwise. */
export const defaultRequiredImageTypeIds: readonly number[] = [ImageType.ProofOfDelivery];

/** What completeness reads of a bill: its charges and its documents. */
export type CompletenessInput = {
  charges: readonly { chargeTypeId: number; amount: number }[];
  documents: readonly { imageTypeId: number; status: string }[];
  /** The document types the bill's payor requires. */
  requiredImageTypeIds: readonly number[];
};

/** One unmet requirement: the form field it belongs to and its message key. */
export type UnmetRequirement =
  | { field: 'charges.linehaul'; key: 'paperwork.validation.lineHaulAmount' }
  | { field: 'documents'; key: string; imageTypeId: number };

const documentKeys: Record<number, string> = {
  [ImageType.RateConfirmation]: 'rateConfirmation',
  [ImageType.ProofOfDelivery]: 'proofOfDelivery',
  [ImageType.BillOfLading]: 'billOfLading',
  [ImageType.Invoice]: 'invoice',
  [ImageType.LumperReceipt]: 'lumperReceipt',
  [ImageType.ScaleTicket]: 'scaleTicket',
  [ImageType.Other]: 'other',
  [ImageType.Combined]: 'combined',
};

/** The message key saying a document of this type is required. */
export function requiredDocumentKey(imageTypeId: number): string {
  return `paperwork.validation.requiredDocument.${documentKeys[imageTypeId] ?? 'other'}`;
}

/**
 * Why a bill cannot be delivered to its payor yet (the issue 4 contract, seeds 000 §5): a linehaul
 * charge above $0.00, and an attached document of every type the payor requires. Documents still
 * uploading do not count. Empty when the bill is complete. The submission (API) and the worker
 * both decide with this one rule.
 */
export function unmetRequirements(input: CompletenessInput): UnmetRequirement[] {
  const unmet: UnmetRequirement[] = [];
  const linehaul = input.charges.find((charge) => charge.chargeTypeId === ChargeType.Linehaul);
  if (!linehaul || linehaul.amount <= 0) {
    unmet.push({ field: 'charges.linehaul', key: 'paperwork.validation.lineHaulAmount' });
  }
  const attached = new Set(
    input.documents.filter((doc) => doc.status === BillDocumentStatus.Attached).map((doc) => doc.imageTypeId),
  );
  for (const imageTypeId of new Set(input.requiredImageTypeIds)) {
    if (!attached.has(imageTypeId)) {
      unmet.push({ field: 'documents', key: requiredDocumentKey(imageTypeId), imageTypeId });
    }
  }
  return unmet;
}

/** The unmet requirements as field errors (message keys by field), as a form shows them. */
export function unmetByField(unmet: readonly UnmetRequirement[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const requirement of unmet) {
    const list = errors[requirement.field] ?? [];
    list.push(requirement.key);
    errors[requirement.field] = list;
  }
  return errors;
}
