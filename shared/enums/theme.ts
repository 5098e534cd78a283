/** Colour theme choices of the shell (seeds 000 §1 and §3); `System` follows the OS setting. */
export const Theme = {
  System: 'system',
  Light: 'light',
  Dark: 'dark',
} as const;
export type Theme = (typeof Theme)[keyof typeof Theme];

export function isTheme(value: unknown): value is Theme {
  return value === Theme.System || value === Theme.Light || value === Theme.Dark;
}
