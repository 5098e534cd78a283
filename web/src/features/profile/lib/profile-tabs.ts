import type { Area } from '#shared/enums/company-type.ts';

/** The profile's tabs, in their order (seeds 000 §2.5: information, users, restrictions). */
const profileTabs = ['information', 'users', 'restrictions'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** The tabs of an area's profile: users for user managers, restrictions on the payee's paperwork for payees. */
export function profileTabsOf(area: Area, managesUsers: boolean): ProfileTab[] {
  return profileTabs.filter((tab) => (tab !== 'users' || managesUsers) && (tab !== 'restrictions' || area === 'payee'));
}
