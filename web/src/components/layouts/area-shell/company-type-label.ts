import { CompanyType } from '#shared/enums/company-type.ts';

const companyTypeKeys: Record<CompanyType, string> = {
  [CompanyType.Triumph]: 'areas.companyTypes.triumph',
  [CompanyType.Payor]: 'areas.companyTypes.payor',
  [CompanyType.Payee]: 'areas.companyTypes.payee',
  [CompanyType.Factor]: 'areas.companyTypes.factor',
  [CompanyType.Inactive]: 'areas.companyTypes.inactive',
  [CompanyType.ExternalVendor]: 'areas.companyTypes.externalVendor',
};

/** The i18n key of a company type's name (the API sends the enum's English identifier). */
export function companyTypeKey(type: CompanyType): string {
  return companyTypeKeys[type];
}
