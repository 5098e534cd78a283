import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { areaRoutes } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useBlockCarrier } from '../api/block-carrier.ts';
import { useDenyList } from '../api/get-deny-list.ts';
import { useUnblockCarrier } from '../api/unblock-carrier.ts';
import styles from './carriers.module.css';

/**
 * The carrier deny list from the carrier's page (seeds 001 §3, §7 `carrier_blacklists`): whether
 * the carrier may view this payor's paperwork, blocking it (confirmed first) or allowing it again.
 */
export function DenyListAction({ payeeId, payeeName }: { payeeId: number; payeeName: string }) {
  const { t } = useTranslation();
  const list = useDenyList();
  const block = useBlockCarrier();
  const unblock = useUnblockCarrier();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (list.isPending) return null;
  if (list.isError) {
    // The deny list belongs to paperwork: it opens once the payor accepted the paperwork terms (403 until then).
    const needsTerms = list.error instanceof ApiError && list.error.status === 403;
    return (
      <section className={`${cardStyles.card} ${cardStyles.snug}`} aria-labelledby="deny-list-title">
        <h2 id="deny-list-title">{t('carriers.denyList.title')}</h2>
        <p className={styles.muted}>
          {needsTerms ? t('carriers.denyList.needsTerms') : t('carriers.denyList.loadFailed')}
        </p>
        {needsTerms ? <Link to={areaRoutes.payor.settlementsTerms}>{t('carriers.denyList.openTerms')}</Link> : null}
      </section>
    );
  }
  const entry = list.data.carrierBlacklists.find((candidate) => candidate.payeeId === payeeId);

  const failed = (error: unknown) =>
    setFailure(error instanceof ApiError && !error.isGeneric ? error.message : t('carriers.denyList.failed'));

  async function confirmBlock() {
    setFailure(null);
    try {
      await block.mutateAsync(payeeId);
      setConfirming(false);
      showToast({
        level: 'success',
        title: t('errors.successTitle'),
        message: t('carriers.denyList.blockedToast', { name: payeeName }),
      });
    } catch (error) {
      failed(error);
    }
  }

  async function allow(entryId: string) {
    setFailure(null);
    try {
      await unblock.mutateAsync(entryId);
      showToast({
        level: 'success',
        title: t('errors.successTitle'),
        message: t('carriers.denyList.unblockedToast', { name: payeeName }),
      });
    } catch (error) {
      failed(error);
    }
  }

  return (
    <section className={`${cardStyles.card} ${cardStyles.snug}`} aria-labelledby="deny-list-title">
      <h2 id="deny-list-title">{t('carriers.denyList.title')}</h2>
      <p className={styles.muted}>{entry ? t('carriers.denyList.blocked') : t('carriers.denyList.allowed')}</p>
      {failure && !confirming ? <Alert level="error">{failure}</Alert> : null}
      <div>
        {entry ? (
          <Button variant="secondary" size="small" busy={unblock.isPending} onClick={() => void allow(entry.id)}>
            {t('carriers.denyList.unblock')}
          </Button>
        ) : (
          <Button variant="secondary" size="small" onClick={() => setConfirming(true)}>
            {t('carriers.denyList.block')}
          </Button>
        )}
      </div>
      <Dialog
        open={confirming}
        title={t('carriers.denyList.blockTitle', { name: payeeName })}
        onClose={() => (block.isPending ? undefined : setConfirming(false))}
      >
        <div className={styles.form}>
          <p>{t('carriers.denyList.blockText', { name: payeeName })}</p>
          {failure ? <Alert level="error">{failure}</Alert> : null}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={block.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              busy={block.isPending}
              busyLabel={t('carriers.denyList.blocking')}
              onClick={() => void confirmBlock()}
            >
              {t('carriers.denyList.confirmBlock')}
            </Button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}
