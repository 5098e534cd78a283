/** Role ids (seeds 000 §3). A user holds roles per company membership. */
export const Role = {
  AppManager: 1,
  TriumphInternal: 2,
  UserAdmin: 5,
  PayorSubmission: 14,
  PayorReports: 15,
  Treasury: 18,
  Underwriting: 20,
  PayeeAdmin: 21,
  AccountExecutive: 22,
  Csr: 23,
  OpsManager: 24,
  IntegrationManager: 25,
  Reviewer: 26,
  TbcCsr: 27,
  PayeeDriver: 28,
  PayeeBilling: 29,
  CarrierSales: 30,
  OpsLeadership: 31,
  SeniorClientServiceAgent: 36,
  NoaIBEX: 37,
  UnderwritingManager: 38,
  NoaManagerIBEX: 39,
  IbexCsr: 40,
  CarrierBankApprover: 41,
  FraudTeamMember: 42,
  SeniorNoaProcessor: 43,
  ExternalOktaUser: 44,
  BrokerSales: 45,
  NoaAuditIbex: 46,
  ExternalTriumphFactoring: 47,
  TreasuryManager: 48,
  CarrierConnector: 49,
  InternalAudit: 50,
  Devops: 51,
  FraudManager: 52,
} as const;
export type Role = (typeof Role)[keyof typeof Role];

const roleNames = new Map<number, string>(Object.entries(Role).map(([name, id]) => [id, name]));

export function isRole(value: number): value is Role {
  return roleNames.has(value);
}

/** The seeds' name of a role id, for display and for the `roles` list of the current user. */
export function roleName(id: Role): string {
  return roleNames.get(id) ?? String(id);
}
