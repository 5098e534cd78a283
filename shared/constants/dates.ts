/** Time zone all dates are shown in and date presets are computed in (seeds 000 §9, 001 §9). */
export const displayTimeZone = 'America/Chicago';

/** The date input mask and its length (seeds 000 §5 and §9); dates travel as YYYY-MM-DD. */
export const dateInputMask = 'MM/DD/YYYY';
export const dateInputMaxLength = 10;
