import { useTranslation } from 'react-i18next';
import segmented from '#web/components/ui/segmented.module.css';
import type { ListView } from '../lib/view-preference.ts';

/** List or grid (seeds 000 §2.7: the default view is stored per screen). */
export function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={segmented.segmented} aria-label={t('invoices.view.label')}>
      {(['list', 'grid'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={segmented.option}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {t(`invoices.view.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
