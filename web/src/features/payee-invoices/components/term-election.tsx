import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import type { InvoiceDetails, TermOption } from '#shared/schemas/payee-invoices.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useElectPaymentTerm } from '../api/elect-payment-term.ts';
import styles from './invoice-details.module.css';
import { TermLabel } from './term-label.tsx';

/** 'Same Day', '2 days', '30 days' (seeds 000 §3 payment term labels). */
function useTermLength() {
  const { t } = useTranslation();
  return (days: number) => (days === 0 ? t('invoices.term.sameDay') : t('invoices.term.days', { count: days }));
}

/**
 * The invoice's payment term (seeds 000 §4): what it is now and, while the term is not locked,
 * each term the payor offers with its fee, what the carrier receives and when. Choosing one asks
 * for confirmation with the fee shown first; a free QuickPay shows no fee.
 */
export function TermElection({ invoice }: { invoice: InvoiceDetails }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const termLength = useTermLength();
  const [chosen, setChosen] = useState<TermOption | null>(null);
  const elect = useElectPaymentTerm();
  const { paymentTerm } = invoice;

  const confirm = () => {
    if (!chosen) return;
    elect.mutate(
      { id: String(invoice.id), paymentTypeId: chosen.paymentTypeId },
      {
        onSuccess: (details) => {
          setChosen(null);
          showToast({
            level: 'success',
            title: t('invoices.term.success'),
            message: t('invoices.term.successBody', {
              number: details.number,
              term: t(`invoices.paymentTypes.${details.paymentTypeId ?? PaymentType.StandardPay}`),
            }),
          });
        },
      },
    );
  };

  const chosenName = chosen ? t(`invoices.paymentTypes.${chosen.paymentTypeId}`) : '';
  const givesBack =
    chosen !== null && invoice.paymentTypeId === PaymentType.QuickPay && invoice.termLabel === 'freeQuickPay';
  const error = elect.error instanceof ApiError ? elect.error : null;

  return (
    <section className={styles.card} aria-labelledby="invoice-term-title" data-testid="term-election">
      <div className={styles.termHeader}>
        <h2 id="invoice-term-title" className={styles.cardTitle}>
          {t('invoices.term.title')}
        </h2>
        {paymentTerm.isLocked ? (
          <span className={styles.lock}>
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M4.5 7V5a3.5 3.5 0 1 1 7 0v2h.5A1 1 0 0 1 13 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h.5Zm1.5 0h4V5a2 2 0 1 0-4 0v2Z"
              />
            </svg>
            {t('invoices.term.locked')}
          </span>
        ) : null}
      </div>
      <div>
        <span className={styles.muted}>{t('invoices.term.current')}</span>
        <div className={styles.currentTerm} data-testid="current-term">
          <TermLabel label={invoice.termLabel} percentageFee={invoice.percentageFee} />
        </div>
        {invoice.factorName ? (
          <span className={styles.muted} data-testid="factor-name">
            {t('invoices.term.paidToFactor', { factor: invoice.factorName })}
          </span>
        ) : null}
        {paymentTerm.electedAt && paymentTerm.electedBy ? (
          <span className={styles.muted}>
            {t('invoices.term.electedBy', {
              name: paymentTerm.electedBy,
              date: format.dateTime(paymentTerm.electedAt),
            })}
          </span>
        ) : null}
      </div>
      {!paymentTerm.canElect ? (
        <Alert level="info">
          {paymentTerm.refusal ? t(`invoices.term.refusals.${paymentTerm.refusal}`) : t('invoices.term.lockedHint')}
        </Alert>
      ) : (
        <>
          <span className={styles.muted}>{t('invoices.term.choose')}</span>
          <ul className={styles.options}>
            {paymentTerm.options.map((option) => {
              const isCurrent = option.paymentTypeId === invoice.paymentTypeId;
              const name = t(`invoices.paymentTypes.${option.paymentTypeId}`);
              return (
                <li
                  key={option.paymentTypeId}
                  className={`${styles.option} ${isCurrent ? styles.optionCurrent : ''}`}
                  data-testid={`term-option-${option.paymentTypeId}`}
                >
                  <div className={styles.optionTop}>
                    <span className={styles.optionName}>{name}</span>
                    {isCurrent ? (
                      <span className={styles.currentTag}>{t('invoices.term.selected')}</span>
                    ) : (
                      <Button size="small" onClick={() => setChosen(option)}>
                        {t('invoices.term.select', { term: name })}
                      </Button>
                    )}
                  </div>
                  <span className={styles.muted}>
                    {t('invoices.term.paidWithin', { term: termLength(option.termDays) })}
                  </span>
                  <dl className={styles.optionFigures}>
                    <dt>{t('invoices.term.fee')}</dt>
                    <dd className={option.isFree ? styles.free : undefined}>
                      {option.isFree
                        ? t('invoices.term.free')
                        : option.feeCents === 0
                          ? format.money(0, invoice.currencyId)
                          : `${format.money(option.feeCents, invoice.currencyId)} (${format.percentNumber(option.percentageFee)}%)`}
                    </dd>
                    <dt>{t('invoices.term.youReceive')}</dt>
                    <dd>{format.money(option.netCents, invoice.currencyId)}</dd>
                    {option.expectedPayDate ? (
                      <>
                        <dt>{t('invoices.details.expectedPayDate')}</dt>
                        <dd>{format.date(option.expectedPayDate)}</dd>
                      </>
                    ) : null}
                  </dl>
                </li>
              );
            })}
          </ul>
          {paymentTerm.freeQuickPaysRemaining > 0 ? (
            <span className={styles.muted}>
              {t('invoices.term.freeRemaining', { count: paymentTerm.freeQuickPaysRemaining })}
            </span>
          ) : null}
        </>
      )}
      <Dialog
        open={chosen !== null}
        title={t('invoices.term.confirmTitle', { term: chosenName })}
        onClose={() => {
          setChosen(null);
          elect.reset();
        }}
      >
        {chosen ? (
          <div className={styles.confirm} data-testid="term-confirm">
            <p>
              {chosen.isFree
                ? t('invoices.term.confirmFree')
                : chosen.feeCents > 0
                  ? t('invoices.term.confirmFee', {
                      fee: format.money(chosen.feeCents, invoice.currencyId),
                      percentageFee: format.percentNumber(chosen.percentageFee),
                    })
                  : t('invoices.term.confirmNoFee')}
            </p>
            <dl className={styles.confirmFigures}>
              <div className={styles.amountRow}>
                <dt>{t('invoices.details.gross')}</dt>
                <dd>{format.money(invoice.grossCents, invoice.currencyId)}</dd>
              </div>
              <div className={styles.amountRow}>
                <dt>{t('invoices.term.fee')}</dt>
                <dd className={chosen.feeCents > 0 ? styles.debit : undefined}>
                  {format.money(-chosen.feeCents, invoice.currencyId)}
                </dd>
              </div>
              <div className={`${styles.amountRow} ${styles.amountTotal}`}>
                <dt>{t('invoices.term.youReceive')}</dt>
                <dd>{format.money(chosen.netCents, invoice.currencyId)}</dd>
              </div>
            </dl>
            {givesBack ? <p className={styles.muted}>{t('invoices.term.confirmGiveBack')}</p> : null}
            {chosen.paymentTypeId === PaymentType.QuickPay ? (
              <p className={styles.muted}>
                {/* Approval starts QuickPay processing (seeds 001 §4): on an approved invoice, at once. */}
                {invoice.statusId === InvoiceStatus.Approved
                  ? t('invoices.term.confirmLocksNow')
                  : t('invoices.term.confirmLocks')}
              </p>
            ) : null}
            {error ? (
              <Alert level="error" title={t('errors.errorTitle')}>
                {error.isGeneric ? t('errors.generic') : error.message}
              </Alert>
            ) : null}
            <div className={styles.confirmActions}>
              <Button
                variant="secondary"
                onClick={() => {
                  setChosen(null);
                  elect.reset();
                }}
              >
                {t('common.cancel')}
              </Button>
              <Button onClick={confirm} busy={elect.isPending} busyLabel={t('invoices.term.confirming')}>
                {t('invoices.term.confirm')}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
