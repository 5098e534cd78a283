import type { TFunction } from 'i18next';
import { type ChargeType, chargeTypeCodeNames, type ImageType, imageTypeCodeNames } from '#shared/enums/paperwork.ts';

/**
 * Names of charge and document (image) types in the portal's language. The API lists types by
 * code name; a code name the portal has no name for is shown as the API gave it.
 */
export function chargeTypeName(t: TFunction, chargeTypeId: number, codeName?: string): string {
  const code = chargeTypeCodeNames[chargeTypeId as ChargeType] ?? codeName;
  return code ? t(`paperwork.chargeTypes.${code}`, { defaultValue: code }) : String(chargeTypeId);
}

export function imageTypeName(t: TFunction, imageTypeId: number, codeName?: string): string {
  const code = imageTypeCodeNames[imageTypeId as ImageType] ?? codeName;
  return code ? t(`paperwork.imageTypes.${code}`, { defaultValue: code }) : String(imageTypeId);
}
