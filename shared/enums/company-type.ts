/** Company types (seeds 000 §3). Internal staff belong to the Triumph (-1) company. */
export const CompanyType = {
  Triumph: -1,
  Payor: 1,
  Payee: 2,
  Factor: 3,
  Inactive: 4,
  ExternalVendor: 5,
} as const;
export type CompanyType = (typeof CompanyType)[keyof typeof CompanyType];

const companyTypeNames = new Map<number, string>(Object.entries(CompanyType).map(([name, id]) => [id, name]));

export function companyTypeName(id: CompanyType): string {
  return companyTypeNames.get(id) ?? String(id);
}

/** The portal area each company type signs into; inactive and vendor companies have none yet. */
export const Area = { Payee: 'payee', Payor: 'payor', Factor: 'factor', Admin: 'admin' } as const;
export type Area = (typeof Area)[keyof typeof Area];

export function areaOf(type: CompanyType): Area | null {
  switch (type) {
    case CompanyType.Payee:
      return Area.Payee;
    case CompanyType.Payor:
      return Area.Payor;
    case CompanyType.Factor:
      return Area.Factor;
    case CompanyType.Triumph:
      return Area.Admin;
    default:
      return null;
  }
}
