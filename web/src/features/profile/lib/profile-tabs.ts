import type { Area } from '#shared/enums/company-type.ts';

/**
 * The profile's tabs, in their order (seeds 000 §2.5: information, users, restrictions; 001 §2 and
 * §7 for the payor's company, settings, terms and funding account; issue 16 for the factor's company
 * and payout account).
 */
const profileTabs = [
  'information',
  'company',
  'settings',
  'terms',
  'funding',
  'payout',
  'users',
  'restrictions',
] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** Tabs only some areas' profiles have. */
const areaTabs: Partial<Record<ProfileTab, readonly Area[]>> = {
  company: ['payor', 'factor'],
  settings: ['payor'],
  terms: ['payor'],
  funding: ['payor'],
  payout: ['factor'],
  restrictions: ['payee'],
};

/**
 * The tabs of an area's profile: users for user managers, the payor's company, settings, terms and
 * funding account for payors, the factor's company and payout account for factors, restrictions on
 * the payee's paperwork for payees.
 */
export function profileTabsOf(area: Area, managesUsers: boolean): ProfileTab[] {
  return profileTabs.filter((tab) => (tab !== 'users' || managesUsers) && (areaTabs[tab]?.includes(area) ?? true));
}
