import { Fragment, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import type { ProfileSettingTypes, ProfileSettingTypeView } from '#shared/schemas/payor-profile.ts';
import { ProfileSettingKind, profileSettingsChangeSchema, SettingEditor } from '#shared/validation/profile-settings.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { ApiError, isConflict } from '#web/lib/api-client.ts';
import { validateWith } from '#web/lib/form-resolver.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useProfileSettings } from '../api/get-profile-settings.ts';
import { useUpdateProfileSettings } from '../api/update-profile-settings.ts';
import { settingValueLabel, weekdayName } from '../lib/setting-values.ts';
import styles from './profile.module.css';

/** The form's values: each setting's value as stored, under a field name of its own (`s9`). */
type Values = Record<string, string>;
const fieldOf = (id: number) => `s${id}`;

/**
 * Profile → Settings: the payor's own settings (draft schedule and day, duplicate monitoring,
 * review of uploads), changed together by a user administrator on the company's version, the
 * settings LanePay sets, and the latest changes. Other users see them all read only.
 */
export function PayorSettingsPanel() {
  const { t } = useTranslation();
  const settings = useProfileSettings();
  if (settings.isPending) return <Skeleton kind="list" />;
  if (!settings.data) return <Alert level="error">{t('payorProfile.loadFailed')}</Alert>;
  return (
    <div className={styles.columns}>
      {/* A new version (saved here, or read again after a conflict) starts the form afresh. */}
      <OwnSettings key={settings.data.version} settings={settings.data} />
      <div className={styles.panel}>
        <LanePaySettings settings={settings.data} />
        <SettingHistory settings={settings.data} />
      </div>
    </div>
  );
}

function OwnSettings({ settings }: { settings: ProfileSettingTypes }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const update = useUpdateProfileSettings();
  const [problem, setProblem] = useState<string | null>(null);
  const own = settings.settings.filter((setting) => setting.editor === SettingEditor.PayorAdmin);
  const canChange = own.some((setting) => setting.mayChange);
  const loaded: Values = Object.fromEntries(own.map((setting) => [fieldOf(setting.id), setting.value ?? '']));
  const form = useForm<Values>({ defaultValues: loaded });
  const values = form.watch();
  const changed = own.filter((setting) => values[fieldOf(setting.id)] !== loaded[fieldOf(setting.id)]);

  async function save() {
    setProblem(null);
    const body = { settings: Object.fromEntries(changed.map((s) => [String(s.id), values[fieldOf(s.id)] ?? ''])) };
    // The API's own schema first: a value it would refuse is shown on its field without a request.
    const checked = await validateWith(profileSettingsChangeSchema, body, t);
    if (!checked.ok) return showFieldErrors(Object.entries(checked.errors).map(([path, e]) => [path, e.message]));
    try {
      await update.mutateAsync({ ...checked.data, version: settings.version });
      showToast({ level: 'success', title: t('errors.successTitle'), message: t('payorProfile.settings.saved') });
    } catch (error) {
      if (isConflict(error)) {
        setProblem(error.message);
        return;
      }
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        return showFieldErrors(Object.entries(error.fieldErrors).map(([path, list]) => [path, list.join(' ')]));
      }
      setProblem(error instanceof ApiError && !error.isGeneric ? error.message : t('profile.errors.notSaved'));
    }
  }

  /** Errors on `settings.<id>` onto that setting's field; any other as the form's message. */
  function showFieldErrors(errors: [string, string][]) {
    for (const [path, message] of errors) {
      const id = /^settings\.(\d+)$/.exec(path)?.[1];
      if (id && fieldOf(Number(id)) in loaded) form.setError(fieldOf(Number(id)), { type: 'server', message });
      else setProblem(message);
    }
  }

  return (
    <section className={cardStyles.card} aria-labelledby="own-settings-heading">
      <div className={styles.stack}>
        <h2 id="own-settings-heading" className={styles.cardTitle}>
          {t('payorProfile.settings.yours')}
        </h2>
        <p className={styles.muted}>{t('payorProfile.settings.yoursIntro')}</p>
      </div>
      {canChange ? null : <Alert level="info">{t('payorProfile.readOnlyNote')}</Alert>}
      {problem ? <Alert level="error">{problem}</Alert> : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit(save)}
        aria-labelledby="own-settings-heading"
        data-testid="own-settings"
      >
        {own.map((setting) => {
          const name = fieldOf(setting.id);
          const error = form.formState.errors[name]?.message;
          const label = t(`payorProfile.settings.names.${setting.id}`);
          if (setting.kind === ProfileSettingKind.Boolean) {
            return (
              <SettingSwitch
                key={setting.id}
                label={label}
                hint={t(`payorProfile.settings.hints.${setting.id}`)}
                checked={values[name] === 'true'}
                disabled={!setting.mayChange || update.isPending}
                error={error}
                onChange={(on) => form.setValue(name, String(on), { shouldDirty: true })}
              />
            );
          }
          const options = setting.values.map((value) => ({
            value,
            label:
              setting.id === CompanySetting.DraftScheduleDayOfWeek
                ? weekdayName(Number(value), format.locale)
                : settingValueLabel(t, format.locale, setting, value),
          }));
          const hint =
            setting.id === CompanySetting.DraftSchedule
              ? t(`payorProfile.settings.scheduleHints.${values[name]}`, { defaultValue: '' })
              : t(`payorProfile.settings.hints.${setting.id}`);
          return (
            <div key={setting.id} className={styles.stack}>
              <SelectField
                label={label}
                options={options}
                error={error}
                disabled={!setting.mayChange || update.isPending}
                {...form.register(name)}
              />
              {hint ? <span className={styles.muted}>{hint}</span> : null}
            </div>
          );
        })}
        {canChange ? (
          <div className={styles.formActions}>
            {changed.length > 0 ? (
              <Button variant="secondary" onClick={() => form.reset(loaded)} disabled={update.isPending}>
                {t('payorProfile.settings.cancel')}
              </Button>
            ) : null}
            <Button
              type="submit"
              disabled={changed.length === 0}
              busy={update.isPending}
              busyLabel={t('payorProfile.settings.saving')}
            >
              {t('payorProfile.settings.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </section>
  );
}

function SettingSwitch(props: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  error: string | undefined;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.switchRow}>
      <div className={styles.stack}>
        <label htmlFor={id} className={styles.switchLabel}>
          {props.label}
        </label>
        <span id={`${id}-hint`} className={styles.muted}>
          {props.hint}
        </span>
        {props.error ? (
          <span className={styles.error} role="alert">
            {props.error}
          </span>
        ) : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={props.checked}
        className={styles.switch}
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    </div>
  );
}

/** The settings LanePay sets, as they read now. */
function LanePaySettings({ settings }: { settings: ProfileSettingTypes }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const staff = settings.settings.filter((setting) => setting.editor === SettingEditor.Staff);
  return (
    <section className={cardStyles.card} aria-labelledby="lanepay-settings-heading">
      <div className={styles.stack}>
        <h2 id="lanepay-settings-heading" className={styles.cardTitle}>
          {t('payorProfile.settings.lanePay')}
        </h2>
        <p className={styles.muted}>{t('payorProfile.settings.lanePayIntro')}</p>
      </div>
      <dl className={styles.settingValues} data-testid="lanepay-settings">
        {staff.map((setting: ProfileSettingTypeView) => (
          <Fragment key={setting.id}>
            <dt>{t(`payorProfile.settings.names.${setting.id}`)}</dt>
            <dd>{settingValueLabel(t, format.locale, setting, setting.value)}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/** The latest setting changes: what, from and to, who and when. */
function SettingHistory({ settings }: { settings: ProfileSettingTypes }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const kinds = new Map(settings.settings.map((setting) => [setting.id, setting.kind]));
  const label = (id: number, value: string | null) =>
    settingValueLabel(t, format.locale, { id, kind: kinds.get(id) ?? ProfileSettingKind.Number }, value);
  return (
    <section className={cardStyles.card} aria-labelledby="setting-history-heading">
      <h2 id="setting-history-heading" className={styles.cardTitle}>
        {t('payorProfile.settings.history.heading')}
      </h2>
      {settings.history.length === 0 ? (
        <p className={styles.muted}>{t('payorProfile.settings.history.empty')}</p>
      ) : (
        <ul className={styles.history} data-testid="setting-history">
          {settings.history.map((change) => (
            <li key={`${change.at}-${change.settingId}`} className={styles.stack}>
              <span>
                {t('payorProfile.settings.history.change', {
                  setting: t(`payorProfile.settings.names.${change.settingId}`),
                  from: label(change.settingId, change.from),
                  to: label(change.settingId, change.to),
                })}
              </span>
              <span className={styles.muted}>
                {t('payorProfile.settings.history.by', { name: change.byName, date: format.dateTime(change.at) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
