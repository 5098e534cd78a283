import { PayorCategory } from '#shared/enums/payor.ts';

/** The i18n key of a payor's type (payorTypeId holds PayorCategory ids, shared/enums/payor.ts). */
export function payorTypeKey(payorTypeId: number | null): string {
  switch (payorTypeId) {
    case PayorCategory.LanePayBroker:
      return 'relationships.payorTypes.broker';
    case PayorCategory.FactoredBroker:
      return 'relationships.payorTypes.factoredBroker';
    case PayorCategory.Shipper:
      return 'relationships.payorTypes.shipper';
    default:
      return 'relationships.payorTypes.payor';
  }
}
