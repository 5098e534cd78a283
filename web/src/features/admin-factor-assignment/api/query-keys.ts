/** Every query of this feature starts with it, so a proposal or a decision refreshes every list. */
export const factorAssignmentKey = ['admin-factor-assignment'] as const;
