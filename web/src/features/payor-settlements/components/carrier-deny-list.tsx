import { useTranslation } from 'react-i18next';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { showToast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useCarrierDenyList } from '../api/get-carrier-deny-list.ts';
import { useRemoveCarrierFromDenyList } from '../api/remove-carrier-from-deny-list.ts';
import styles from './terms.module.css';

/**
 * The carriers this payor blocked from viewing paperwork (seeds 001 §3, §7 carrier deny list),
 * each with who blocked it and when, and a way to unblock it. Carriers are blocked from a bill's
 * page, where the payor sees what they sent.
 */
export function CarrierDenyList() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useCarrierDenyList();
  const remove = useRemoveCarrierFromDenyList();
  const entries = list.data?.carrierBlacklists ?? [];

  const unblock = (id: string, name: string) =>
    remove.mutate(id, {
      onSuccess: () =>
        showToast({
          level: 'success',
          title: t('errors.successTitle'),
          message: t('settlements.denyList.unblocked', { name }),
        }),
      onError: (error) =>
        showToast({
          level: 'error',
          title: t('errors.errorTitle'),
          message: error instanceof ApiError && !error.isGeneric ? error.message : t('settlements.errors.generic'),
        }),
    });

  return (
    <section className={cardStyles.card} aria-labelledby="carrier-deny-list-title" data-testid="carrier-deny-list">
      <h2 id="carrier-deny-list-title" className={styles.denyTitle}>
        {t('settlements.denyList.title')}
      </h2>
      <p className={styles.muted}>{t('settlements.denyList.intro')}</p>
      {list.isError ? (
        <Alert level="error">{t('settlements.denyList.loadFailed')}</Alert>
      ) : list.isPending ? null : entries.length === 0 ? (
        <p className={styles.muted}>{t('settlements.denyList.empty')}</p>
      ) : (
        <ul className={styles.denyList}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.denyItem}>
              <span className={styles.denyName}>
                {entry.payeeName}
                <span className={styles.denyMeta}>
                  {t('settlements.denyList.blockedOn', {
                    date: format.instantDate(entry.createdAt),
                    name: entry.createdBy,
                  })}
                </span>
              </span>
              <Button
                variant="secondary"
                size="small"
                busy={remove.isPending && remove.variables === entry.id}
                busyLabel={t('settlements.denyList.unblocking')}
                onClick={() => unblock(entry.id, entry.payeeName)}
              >
                {t('settlements.denyList.unblock')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
