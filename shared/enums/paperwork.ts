/**
 * Paperwork reference data. The seeds name the shapes (id, codeName), a linehaul charge type and a
 * 'combined' image type; the rest are the accessorials and documents freight bills carry.
 */
export const ChargeType = {
  Linehaul: 1,
  FuelSurcharge: 2,
  Detention: 3,
  Lumper: 4,
  Layover: 5,
  StopOff: 6,
  TruckOrderNotUsed: 7,
  Other: 8,
} as const;
export type ChargeType = (typeof ChargeType)[keyof typeof ChargeType];

export const chargeTypeCodeNames: Record<ChargeType, string> = {
  [ChargeType.Linehaul]: 'linehaul',
  [ChargeType.FuelSurcharge]: 'fuel_surcharge',
  [ChargeType.Detention]: 'detention',
  [ChargeType.Lumper]: 'lumper',
  [ChargeType.Layover]: 'layover',
  [ChargeType.StopOff]: 'stop_off',
  [ChargeType.TruckOrderNotUsed]: 'truck_order_not_used',
  [ChargeType.Other]: 'other',
};

export const ImageType = {
  RateConfirmation: 1,
  ProofOfDelivery: 2,
  BillOfLading: 3,
  Invoice: 4,
  LumperReceipt: 5,
  ScaleTicket: 6,
  Other: 7,
  Combined: 8,
} as const;
export type ImageType = (typeof ImageType)[keyof typeof ImageType];

export const imageTypeCodeNames: Record<ImageType, string> = {
  [ImageType.RateConfirmation]: 'rate_confirmation',
  [ImageType.ProofOfDelivery]: 'proof_of_delivery',
  [ImageType.BillOfLading]: 'bill_of_lading',
  [ImageType.Invoice]: 'invoice',
  [ImageType.LumperReceipt]: 'lumper_receipt',
  [ImageType.ScaleTicket]: 'scale_ticket',
  [ImageType.Other]: 'other',
  [ImageType.Combined]: 'combined',
};

/** Where an uploaded document stands: the browser is uploading it, or the server checked and kept it. */
export const BillDocumentStatus = { Uploading: 'uploading', Attached: 'attached' } as const;
export type BillDocumentStatus = (typeof BillDocumentStatus)[keyof typeof BillDocumentStatus];
