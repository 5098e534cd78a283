import { useTranslation } from 'react-i18next';
import segmented from '#web/components/ui/segmented.module.css';
import type { CarriersView } from '../lib/view-mode.ts';

/** List or grid, remembered per screen (lib/view-mode.ts). */
export function ViewToggle({ view, onChange }: { view: CarriersView; onChange: (view: CarriersView) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={segmented.segmented} aria-label={t('carriers.view.label')}>
      {(['list', 'grid'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={segmented.option}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {t(`carriers.view.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
