import { useTranslation } from 'react-i18next';

/**
 * The whole-window loading state while the session or an area's code is on its way: the mark
 * index.html shows before any script runs (styles/app-loading.css), now with its status text.
 */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="app-loading" role="status" aria-live="polite">
      <span className="app-loading-mark" aria-hidden="true">
        L
      </span>
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
