import { loginEmailParam, paths } from '#web/config/paths.ts';

/** The registry's operating statuses the page names in the visitor's language (others show as they come). */
const statusKeys = {
  AUTHORIZED: 'authorized',
  'NOT AUTHORIZED': 'notAuthorized',
  'OUT OF SERVICE': 'outOfService',
} as const;

export type OperatingStatusKey = (typeof statusKeys)[keyof typeof statusKeys];

/** The message key of a registry operating status, or null for one the page does not know. */
export function operatingStatusKey(status: string): OperatingStatusKey | null {
  const normalized = status
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, ' ');
  return normalized in statusKeys ? statusKeys[normalized as keyof typeof statusKeys] : null;
}

/** Only an authorized carrier can haul for hire: any other status is shown as a warning. */
export function isAuthorizedStatus(status: string): boolean {
  return operatingStatusKey(status) === 'authorized';
}

/** The numbers the visitor typed, labelled, for the no-match page ('DOT # 1 · MC # 2'). */
export function typedNumbers(
  numbers: { dotNumber: string; mcNumber: string },
  labels: { dotNumber: string; mcNumber: string },
): string {
  return [
    numbers.dotNumber ? `${labels.dotNumber} ${numbers.dotNumber}` : null,
    numbers.mcNumber ? `${labels.mcNumber} ${numbers.mcNumber}` : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}

/** The login page with the new account's email filled in. */
export function loginPathFor(email: string): string {
  return `${paths.root}?${new URLSearchParams({ [loginEmailParam]: email }).toString()}`;
}
