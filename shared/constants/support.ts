/**
 * How carriers reach LanePay support (the registration no-match page points here, seeds 000 §2.4
 * and §8). The seeds name no address or number: these are the portal's own, kept in one place so a
 * deployment changes them once.
 */
export const supportContact = {
  /** E.164, dialled by `tel:` links. */
  phone: '+18005550142',
  /** As shown to people. */
  phoneDisplay: '(800) 555-0142',
  email: 'support@lanepay.test',
} as const;
