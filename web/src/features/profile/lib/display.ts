import type { TFunction } from 'i18next';

/** A role's label in the portal's language; roles without one show their seeds name. */
export function roleLabel(t: TFunction, role: { name: string }): string {
  return t(`profile.roles.${role.name}.name`, { defaultValue: role.name });
}

export function roleDescription(t: TFunction, role: { name: string }): string {
  return t(`profile.roles.${role.name}.description`, { defaultValue: '' });
}

/** A stored phone number (E.164) as people write it: North American numbers as (555) 555-0101. */
export function formatPhone(phone: string | null): string | null {
  if (!phone) return null;
  const match = phone.match(/^\+1(\d{3})(\d{3})(\d{4})$/);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}

/** Up to two initials for an avatar. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}
