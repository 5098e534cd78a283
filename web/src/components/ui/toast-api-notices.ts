import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onApiNotice } from '#web/lib/api-client.ts';
import { showToast } from './toast-store.ts';

/**
 * Turns the API client's notices into toasts (seeds 000 §8): 'Heads up' when a call is still
 * running after 27 s, 'Oops' when a call got no answer. A repeat replaces the toast showing.
 */
export function useApiNoticeToasts(): void {
  const { t } = useTranslation();
  useEffect(
    () =>
      onApiNotice((notice) => {
        if (notice === 'slow') {
          showToast({ key: 'api-slow', level: 'info', title: t('errors.timeoutTitle'), message: t('errors.timeout') });
        } else {
          showToast({
            key: 'api-no-response',
            level: 'error',
            title: t('errors.noResponseTitle'),
            message: t('errors.noResponse'),
          });
        }
      }),
    [t],
  );
}
