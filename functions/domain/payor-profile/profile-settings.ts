import type { ProfileSettingChangeView, ProfileSettingTypeView } from '#shared/schemas/payor-profile.ts';
import {
  effectiveSettingValue,
  payorProfileSettingTypes,
  profileSettingType,
  SettingEditor,
} from '#shared/validation/profile-settings.ts';

/** One setting's value before and after a change, as the portal reads them. */
export type SettingChange = { settingId: number; from: string | null; to: string };

/**
 * The profile's settings as the caller sees them: each with its kind, what it takes, its value now
 * and whether this caller may change it (a payor's own setting, and the caller administers users).
 */
export function settingTypeViews(
  stored: Readonly<Record<string, string>>,
  callerIsUserAdmin: boolean,
): ProfileSettingTypeView[] {
  return payorProfileSettingTypes.map((type) => ({
    id: type.id,
    kind: type.kind,
    value: effectiveSettingValue(type, stored[String(type.id)]),
    values: [...(type.values ?? [])],
    min: type.min ?? null,
    max: type.max ?? null,
    editor: type.editor,
    mayChange: callerIsUserAdmin && type.editor === SettingEditor.PayorAdmin,
  }));
}

export type SettingsChangePlan =
  /** Some requested settings are LanePay's to change: nothing is written. */
  | { kind: 'staffOnly'; settingIds: number[] }
  /** Every requested value is already the payor's: nothing to write. */
  | { kind: 'unchanged' }
  /** The changes, and the company's settings once made. */
  | { kind: 'change'; changes: SettingChange[]; settings: Record<string, string> };

/**
 * What a payor's change of its settings does (the values passed the shared schema). A staff-only
 * setting is refused even when its value would not change, so a client learns the rule before it
 * matters. A value equal to what the portal reads now (a default included) is no change.
 */
export function planSettingsChange(
  stored: Readonly<Record<string, string>>,
  requested: Readonly<Record<string, string>>,
): SettingsChangePlan {
  const staffOnly = Object.keys(requested)
    .map(Number)
    .filter((id) => profileSettingType(id)?.editor !== SettingEditor.PayorAdmin);
  if (staffOnly.length > 0) return { kind: 'staffOnly', settingIds: staffOnly };
  const changes: SettingChange[] = [];
  for (const [id, value] of Object.entries(requested)) {
    const type = profileSettingType(Number(id));
    if (!type) continue;
    const from = effectiveSettingValue(type, stored[id]);
    if (from !== value) changes.push({ settingId: type.id, from, to: value });
  }
  if (changes.length === 0) return { kind: 'unchanged' };
  const settings = { ...stored };
  for (const change of changes) settings[String(change.settingId)] = change.to;
  return { kind: 'change', changes, settings };
}

/** Recorded changes, newest first, as the profile shows them. */
export function settingHistoryViews(
  entries: readonly (SettingChange & { at: string; byName: string })[],
): ProfileSettingChangeView[] {
  return [...entries]
    .sort((a, b) => b.at.localeCompare(a.at))
    .map(({ settingId, from, to, at, byName }) => ({ settingId, from, to, at, byName }));
}
