/** The profile's tabs, in their order (seeds 000 §2.5: information, users, restrictions). */
export const profileTabs = ['information', 'users', 'restrictions'] as const;
export type ProfileTab = (typeof profileTabs)[number];
