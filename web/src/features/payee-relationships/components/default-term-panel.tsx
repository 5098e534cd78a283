import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentType } from '#shared/enums/payment-type.ts';
import type { PayeeRelationship } from '#shared/schemas/payee-relationships.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useUpdateRelationship } from '../api/update-relationship.ts';
import { useTermWords } from '../lib/term-words.ts';
import styles from './relationships.module.css';
import { TermOptions } from './term-options.tsx';

/**
 * The 'default term and payment' panel of a payor's page (seeds 000 §2.5): the term new invoices
 * get, its pay period and fee, the free QuickPay invoices left, and a way to change it.
 */
export function DefaultTermPanel({ relationship }: { relationship: PayeeRelationship }) {
  const { t } = useTranslation();
  const words = useTermWords();
  const update = useUpdateRelationship();
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState<PaymentType>(relationship.defaultPaymentTerm.paymentType);
  const [error, setError] = useState<string | null>(null);
  const term = relationship.defaultPaymentTerm;

  const save = () => {
    setError(null);
    // Made on the relationship as shown: when it changed meanwhile, 409 and it is read again.
    update.mutate(
      { id: relationship.id, version: relationship.version, paymentType: choice },
      {
        onSuccess: (updated) => {
          setEditing(false);
          showToast({
            level: 'success',
            title: t('relationships.detail.termPanel.saved'),
            message: t('relationships.detail.termPanel.savedMessage', {
              payor: updated.payor.name,
              term: words.name(updated.defaultPaymentTerm),
            }),
          });
        },
        onError: (failure) => {
          const fieldMessage = failure instanceof ApiError ? failure.fieldErrors.paymentType?.[0] : undefined;
          setError(fieldMessage ?? (failure.message || t('relationships.detail.termPanel.failed')));
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="default-term-heading">
      <h2 id="default-term-heading" className={styles.cardTitle}>
        {t('relationships.detail.termPanel.heading')}
      </h2>
      <p className={styles.muted}>{t('relationships.detail.termPanel.current', { payor: relationship.payor.name })}</p>
      <div className={styles.termHero}>
        <span className={styles.termName}>{words.name(term)}</span>
        <span className={styles.muted}>{words.paidWhen(term.termDays)}</span>
      </div>
      <dl className={styles.termLines}>
        <dt>{t('relationships.detail.termPanel.payPeriod')}</dt>
        <dd>{words.period(relationship.payPeriod)}</dd>
        <dt>{t('relationships.detail.termPanel.fee')}</dt>
        <dd>{words.rate(relationship.discountRate)}</dd>
      </dl>
      {relationship.freeQuickPaysRemaining > 0 ? (
        <p className={styles.freeNote}>
          {t('relationships.terms.freeQuickPay', { count: relationship.freeQuickPaysRemaining })}
        </p>
      ) : null}
      {editing ? (
        <div className={styles.section}>
          <TermOptions
            name={`default-term-${relationship.id}`}
            legend={t('relationships.detail.termPanel.chooseLabel')}
            terms={relationship.availablePaymentTerms}
            value={choice}
            onChange={setChoice}
          />
          {error ? <Alert level="error">{error}</Alert> : null}
          <div className={styles.actionsRow}>
            <Button
              onClick={save}
              busy={update.isPending}
              busyLabel={t('relationships.detail.termPanel.saving')}
              disabled={choice === term.paymentType}
            >
              {t('relationships.detail.termPanel.save')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(false);
                setChoice(term.paymentType);
                setError(null);
              }}
            >
              {t('relationships.detail.termPanel.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actionsRow}>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('relationships.detail.termPanel.change')}
          </Button>
        </div>
      )}
      <p className={styles.subtle}>{t('relationships.detail.termPanel.lockNote')}</p>
    </section>
  );
}
