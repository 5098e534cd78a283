/** Risk rating of a reviewed document or account (seeds 001 §3). Note the ids start at 0. */
export const Risk = {
  LowRisk: 0,
  HighRisk: 1,
  FinalReview: 2,
} as const;
export type Risk = (typeof Risk)[keyof typeof Risk];
