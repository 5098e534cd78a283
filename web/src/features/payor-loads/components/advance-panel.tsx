import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayorLoad } from '#shared/schemas/payor-loads.ts';
import { centsFromDigits } from '#shared/validation/money.ts';
import detailPage from '#web/components/layouts/detail-page.module.css';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useRequestAdvance } from '../api/request-advance.ts';
import { AdvanceBadge } from './load-badges.tsx';
import styles from './payor-loads.module.css';

/**
 * The load's advance (BROKER_LOAD_ADVANCE_PAYOUT): where it stands (requested with who and when,
 * paid, recovered from the invoice payment), or, while the load takes one, the amount to ask for
 * (up to its limit) confirmed in a dialog. Only users who review invoices may ask.
 */
export function AdvancePanel({ load, mayRequest }: { load: PayorLoad; mayRequest: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (cents: number) => format.money(cents, load.currencyId);
  const advance = load.advance;
  return (
    <section
      className={`${detailPage.card} ${styles.panel}`}
      aria-labelledby="advance-title"
      data-testid="advance-panel"
    >
      <h2 id="advance-title" className={detailPage.cardTitle}>
        {t('payorLoads.advance.title')}
      </h2>
      {advance ? (
        <>
          <AdvanceBadge stateId={advance.stateId} />
          <p>
            {t('payorLoads.advance.amountLabel')}:{' '}
            <strong data-testid="advance-amount">{money(advance.amountCents)}</strong>
          </p>
          <p className={styles.muted}>
            {advance.requestedByName
              ? t('payorLoads.advance.requestedBy', {
                  date: format.instantDate(advance.requestedAt),
                  name: advance.requestedByName,
                })
              : t('payorLoads.advance.requested', { date: format.instantDate(advance.requestedAt) })}
          </p>
          {advance.paidDate ? (
            <p className={styles.muted}>{t('payorLoads.advance.paidOn', { date: format.date(advance.paidDate) })}</p>
          ) : null}
          {advance.recoveredCents !== null ? (
            <p className={styles.muted}>
              {t('payorLoads.advance.recovered', { amount: money(advance.recoveredCents) })}
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.muted}>{t('payorLoads.advance.none')}</p>
      )}
      {load.advanceLimitCents === null ? (
        advance ? null : (
          <p className={styles.muted}>{t('payorLoads.advance.unavailable')}</p>
        )
      ) : mayRequest ? (
        <AdvanceRequest load={load} limitCents={load.advanceLimitCents} />
      ) : (
        <p className={styles.muted}>{t('payorLoads.advance.mayNotRequest')}</p>
      )}
    </section>
  );
}

function AdvanceRequest({ load, limitCents }: { load: PayorLoad; limitCents: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (cents: number) => format.money(cents, load.currencyId);
  const request = useRequestAdvance(load.id);
  const [amountCents, setAmountCents] = useState(limitCents);
  const [confirming, setConfirming] = useState(false);
  const tooMuch = amountCents > limitCents;
  const amountError =
    amountCents <= 0
      ? t('validation.required')
      : tooMuch
        ? t('payorLoads.advance.limit', { amount: money(limitCents) })
        : undefined;
  const serverError =
    request.error instanceof ApiError
      ? (request.error.fieldErrors.amountCents?.[0] ?? t('payorLoads.advance.failed'))
      : null;

  const submit = async () => {
    const answer = await request.mutateAsync(amountCents).catch(() => null);
    if (!answer) return;
    setConfirming(false);
    showToast({ level: 'success', title: t('payorLoads.advance.done', { amount: money(amountCents) }) });
  };

  return (
    <>
      <p className={styles.muted}>{t('payorLoads.advance.intro')}</p>
      <form
        className={styles.requestForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (amountError) return;
          request.reset();
          setConfirming(true);
        }}
      >
        <TextField
          label={t('payorLoads.advance.amount')}
          inputMode="numeric"
          hint={t('payorLoads.advance.limit', { amount: money(limitCents) })}
          value={money(amountCents)}
          onChange={(event) => setAmountCents(centsFromDigits(event.target.value))}
          error={amountError}
          forceError={tooMuch}
          data-testid="advance-amount-input"
        />
        <div>
          <Button type="submit" disabled={amountError !== undefined}>
            {t('payorLoads.advance.request')}
          </Button>
        </div>
      </form>
      <Dialog
        open={confirming}
        title={t('payorLoads.advance.dialogTitle')}
        onClose={() => (request.isPending ? undefined : setConfirming(false))}
      >
        <form
          className={styles.dialogBody}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p>
            {t('payorLoads.advance.confirm', {
              amount: money(amountCents),
              carrier: load.carrierName,
              number: load.loadNumber,
            })}
          </p>
          {serverError ? <Alert level="error">{serverError}</Alert> : null}
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={request.isPending}>
              {t('payorLoads.advance.cancel')}
            </Button>
            <Button type="submit" busy={request.isPending} busyLabel={t('payorLoads.advance.working')}>
              {t('payorLoads.advance.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
