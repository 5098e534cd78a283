import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { settlementsPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useAddCarrierToDenyList } from '../api/add-carrier-to-deny-list.ts';
import { useCarrierDenyList } from '../api/get-carrier-deny-list.ts';
import styles from './bill.module.css';

/**
 * 'Block this carrier from viewing paperwork' (seeds 001 §3, §7 carrier deny list), confirmed
 * first; a blocked carrier is said so, with the way to the list where it is unblocked.
 */
export function BlockCarrier({ payeeId, payeeName }: { payeeId: number; payeeName: string }) {
  const { t } = useTranslation();
  const list = useCarrierDenyList();
  const add = useAddCarrierToDenyList();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const blocked = list.data?.carrierBlacklists.some((entry) => entry.payeeId === payeeId) ?? false;

  if (list.isPending || list.isError) return null;

  async function block() {
    setFailure(null);
    try {
      await add.mutateAsync({ payeeId });
      setConfirming(false);
      showToast({
        level: 'success',
        title: t('errors.successTitle'),
        message: t('settlements.denyList.blocked', { name: payeeName }),
      });
    } catch (error) {
      const messages = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
      setFailure(
        messages.length > 0
          ? messages.join(' ')
          : error instanceof ApiError && !error.isGeneric
            ? error.message
            : t('settlements.errors.generic'),
      );
    }
  }

  return (
    <div className={styles.blockCarrier} data-testid="block-carrier">
      {blocked ? (
        <>
          <span className={styles.blockedNote}>{t('settlements.denyList.alreadyBlocked')}</span>
          <Link to={settlementsPaths.terms} className={styles.back}>
            {t('settlements.denyList.manage')} →
          </Link>
        </>
      ) : (
        <Button variant="ghost" size="small" onClick={() => setConfirming(true)}>
          {t('settlements.denyList.block')}
        </Button>
      )}
      <Dialog
        open={confirming}
        title={t('settlements.denyList.blockTitle', { name: payeeName })}
        onClose={() => (add.isPending ? undefined : setConfirming(false))}
      >
        <div className={styles.dialogBody}>
          <p>{t('settlements.denyList.blockText', { name: payeeName })}</p>
          {failure ? <Alert level="error">{failure}</Alert> : null}
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={add.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => void block()}
              busy={add.isPending}
              busyLabel={t('settlements.denyList.blocking')}
            >
              {t('settlements.denyList.confirmBlock')}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
