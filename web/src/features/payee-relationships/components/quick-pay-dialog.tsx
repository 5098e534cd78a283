import { useTranslation } from 'react-i18next';
import type { PayeeRelationship } from '#shared/schemas/payee-relationships.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useTermWords } from '../lib/term-words.ts';
import styles from './claim.module.css';

/**
 * The quickPay dialog (seeds 000 §2.6, §4): newly connected payors without an assigned factor
 * offer QuickPay; switching makes it the default term of each.
 */
export function QuickPayDialog({
  open,
  relationships,
  busy,
  error,
  onAccept,
  onDecline,
}: {
  open: boolean;
  relationships: readonly PayeeRelationship[];
  busy: boolean;
  error: string | null;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  const words = useTermWords();
  return (
    <Dialog open={open} title={t('relationships.claim.quickPay.title')} onClose={onDecline}>
      <p>{t('relationships.claim.quickPay.message')}</p>
      <ul className={styles.nameList}>
        {relationships.map((relationship) => {
          const quickPay = relationship.availablePaymentTerms.find((term) => term.isQuickPay);
          return (
            <li key={relationship.id}>
              <strong>{relationship.payor.name}</strong>
              <span className={styles.choiceMeta}>
                {quickPay
                  ? t('relationships.claim.quickPay.offer', {
                      period: words.period(quickPay.termDays),
                      fee: words.fee(quickPay.feeBps),
                    })
                  : null}
                {relationship.freeQuickPaysRemaining > 0
                  ? ` · ${t('relationships.claim.quickPay.free', { count: relationship.freeQuickPaysRemaining })}`
                  : ''}
              </span>
            </li>
          );
        })}
      </ul>
      {error ? (
        <Alert level="error" title={t('relationships.claim.errorTitle')}>
          {error}
        </Alert>
      ) : null}
      <div className={`${styles.actions} ${styles.actionsEnd}`}>
        <Button variant="secondary" onClick={onDecline}>
          {t('relationships.claim.quickPay.decline')}
        </Button>
        <Button onClick={onAccept} busy={busy} busyLabel={t('relationships.detail.termPanel.saving')}>
          {t('relationships.claim.quickPay.accept')}
        </Button>
      </div>
    </Dialog>
  );
}
