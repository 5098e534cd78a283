import { useTranslation } from 'react-i18next';
import segmented from '#web/components/ui/segmented.module.css';
import type { ListView } from '#web/lib/view-preference.ts';

/** List or grid, for a screen that offers both (its choice remembered by `useViewPreference`). */
export function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={segmented.segmented} aria-label={t('shell.listView.label')}>
      {(['list', 'grid'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={segmented.option}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {t(`shell.listView.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
