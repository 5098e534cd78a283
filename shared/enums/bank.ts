/** The banks payments leave from (seeds 001 §3). Note the ids start at 0. */
export const Bank = {
  Wells: 0,
  TBK: 1,
  RBC: 2,
} as const;
export type Bank = (typeof Bank)[keyof typeof Bank];
