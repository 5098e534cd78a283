/** Cookie lifetimes of user preferences (seeds 000 §9). */
export const preferenceCookieDays = 365;
