const minute = 60;
const day = 24 * 60 * minute;

/** Lifetimes of the portal's preference cookies, in seconds (`Max-Age`) (seeds 000 §9). */
export const cookieLifetimeSeconds = {
  allowCookies: 365 * day,
  rememberMe: 365 * day,
  mobileAppOptOut: 30 * day,
  browserSuggestionOptOut: 30 * day,
  successBanner: 1 * day,
  recentVisit: 30 * minute,
  sidebar: 365 * day,
  viewPreferences: 365 * day,
} as const;
