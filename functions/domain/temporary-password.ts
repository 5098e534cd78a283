import { randomInt } from 'node:crypto';

const groups = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*-_=+?'] as const;

/**
 * A temporary password that satisfies the strict policy (so it passes either policy): one of each
 * character group, then random characters, shuffled. Look-alike characters are left out.
 */
export function temporaryPassword(length = 14, pick: (max: number) => number = randomInt): string {
  const all = groups.join('');
  const chars = groups.map((group) => group[pick(group.length)] as string);
  while (chars.length < length) chars.push(all[pick(all.length)] as string);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
