/**
 * Contact details as the claim flow shows them (seeds 000 §7 contact_info): enough to recognise
 * one's own address or number, not enough to learn someone else's.
 */

const mask = '•';

/** `billing@lonestarfreight.test` → `b•••••g@lonestarfreight.test`; short local parts keep one letter. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return mask.repeat(5);
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const hidden = local.length <= 2 ? `${local[0]}${mask.repeat(4)}` : `${local[0]}${mask.repeat(5)}${local.at(-1)}`;
  return `${hidden}@${domain}`;
}

/** `+15555550142` → `(•••) •••-0142`: only the last four digits show. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const last4 = digits.slice(-4).padStart(4, mask);
  return `(${mask.repeat(3)}) ${mask.repeat(3)}-${last4}`;
}

export function maskDestination(kind: 'email' | 'phone', destination: string): string {
  return kind === 'email' ? maskEmail(destination) : maskPhone(destination);
}
