import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckResult } from '#shared/enums/alert.ts';
import { payorInvoiceRoles } from '#shared/permissions/payor.ts';
import { hasAnyRole } from '#shared/permissions/roles.ts';
import type { HighwayAlert } from '#shared/schemas/payor-highway-alerts.ts';
import { StatusBadge } from '#web/components/invoices/status-badge.tsx';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { showToast } from '#web/components/ui/toast-store.ts';
import { payorInvoicesPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { type AlertEnd, useEndAlert, useRecheckCarrier } from '../api/change-alert.ts';
import { AlertStatusBadge } from './alert-status.tsx';
import { useCarrierNumbers } from './alerts-table.tsx';
import styles from './highway-alerts.module.css';

const resultTones: Record<CheckResult, BadgeTone> = {
  [CheckResult.Pass]: 'success',
  [CheckResult.Fail]: 'error',
  [CheckResult.NotAvailable]: 'neutral',
};

/**
 * One alert: the checks' results, the invoices it holds, its history, and (for a user who may
 * review invoices, while it is open) checking the carrier again, clearing or ignoring it, each
 * end confirmed with what it releases.
 */
export function AlertDetails({ alert }: { alert: HighwayAlert }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const numbers = useCarrierNumbers();
  const mayChange = hasAnyRole(useAreaShell().user.authRoles, payorInvoiceRoles);
  const open = alert.resolution === null;

  return (
    <div className={styles.details} data-testid="highway-alert-details">
      <div className={styles.summary}>
        <AlertStatusBadge statusId={alert.statusId} />
        <span>{numbers(alert)}</span>
        {open ? <span>{t('highwayAlerts.expires', { date: format.date(alert.expiresDate) })}</span> : null}
      </div>
      {alert.resolution ? (
        <Alert level="info">
          {t(`highwayAlerts.details.resolution.${alert.resolution.kind}`, {
            name: alert.resolution.byName ?? t('highwayAlerts.details.byPortal'),
            at: format.dateTime(alert.resolution.at),
          })}
        </Alert>
      ) : null}

      <section className={styles.section}>
        <h3>{t('highwayAlerts.details.checks')}</h3>
        <ul className={styles.checks}>
          {alert.checks.map((outcome) => (
            <li key={outcome.check} className={styles.check}>
              <span>{t(`highwayAlerts.checks.${outcome.check}`)}</span>
              <Badge tone={resultTones[outcome.resultId]}>{t(`highwayAlerts.results.${outcome.resultId}`)}</Badge>
            </li>
          ))}
        </ul>
        <span className={styles.muted}>
          {t('highwayAlerts.details.checkedAt', { at: format.dateTime(alert.checkedAt) })}
        </span>
      </section>

      <section className={styles.section}>
        <h3>{t('highwayAlerts.details.heldInvoices')}</h3>
        {alert.heldInvoices.length === 0 ? (
          <p className={styles.muted}>{t('highwayAlerts.details.noHeld')}</p>
        ) : (
          <div className={dataTable.tableWrap}>
            <table className={`${dataTable.table} ${listPage.table}`}>
              <thead>
                <tr>
                  <th scope="col">{t('highwayAlerts.details.invoice')}</th>
                  <th scope="col" className={listPage.hideMobile}>
                    {t('highwayAlerts.details.uploaded')}
                  </th>
                  <th scope="col" className={listPage.num}>
                    {t('highwayAlerts.details.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {alert.heldInvoices.map((invoice) => (
                  <tr key={invoice.id} data-testid="held-invoice-row">
                    <td>
                      <Link to={payorInvoicesPaths.invoice(invoice.id)} className={listPage.numberLink}>
                        {invoice.invoiceNumber}
                      </Link>
                      <span className={listPage.subline}>
                        <StatusBadge statusId={invoice.statusId} />
                      </span>
                    </td>
                    <td className={listPage.hideMobile}>{format.date(invoice.uploadedDate)}</td>
                    <td className={listPage.num}>{format.money(invoice.grossCents, invoice.currencyId)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={styles.section}>
        <h3>{t('highwayAlerts.details.history')}</h3>
        <ol className={styles.history}>
          {alert.history.map((step) => (
            <li key={`${step.event}-${step.at}-${step.invoiceId ?? ''}`} className={styles.historyEntry}>
              <span>
                {t(`highwayAlerts.details.events.${step.event}`)}
                {step.invoiceId !== null
                  ? ` · ${alert.heldInvoices.find((invoice) => invoice.id === step.invoiceId)?.invoiceNumber ?? `#${step.invoiceId}`}`
                  : ''}
              </span>
              <span className={styles.muted}>
                {step.byName ?? t('highwayAlerts.details.byPortal')} · {format.dateTime(step.at)}
              </span>
            </li>
          ))}
        </ol>
      </section>

      {open && mayChange ? <AlertActions alert={alert} /> : null}
    </div>
  );
}

/** Check again, ignore or clear; an end asks first, saying what it releases. */
function AlertActions({ alert }: { alert: HighwayAlert }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<AlertEnd | null>(null);
  const end = useEndAlert();
  const recheck = useRecheckCarrier();
  const busy = end.isPending || recheck.isPending;

  const finish = async (kind: AlertEnd) => {
    const done = await end.mutateAsync({ id: alert.id, end: kind }).catch(() => null);
    if (!done) return;
    setConfirming(null);
    showToast({
      level: 'success',
      title: t(kind === 'clear' ? 'highwayAlerts.actions.cleared' : 'highwayAlerts.actions.ignored'),
    });
  };
  const checkAgain = async () => {
    const done = await recheck.mutateAsync(alert.payeeRelationshipId).catch(() => null);
    if (done) showToast({ level: 'success', title: t('highwayAlerts.actions.rechecked') });
  };

  if (confirming) {
    return (
      <section className={styles.section} aria-live="polite">
        <p>
          {t(`highwayAlerts.actions.${confirming}Confirm`, {
            carrier: alert.carrierName,
            count: alert.heldInvoices.length,
          })}
        </p>
        {end.isError ? <Alert level="error">{end.error.message || t('highwayAlerts.actions.failed')}</Alert> : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={busy}>
            {t('highwayAlerts.actions.cancel')}
          </Button>
          <Button
            variant={confirming === 'ignore' ? 'danger' : 'primary'}
            onClick={() => void finish(confirming)}
            busy={end.isPending}
            busyLabel={t('highwayAlerts.actions.working')}
          >
            {t(confirming === 'clear' ? 'highwayAlerts.actions.confirmClear' : 'highwayAlerts.actions.confirmIgnore')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <>
      {recheck.isError ? <Alert level="error">{t('highwayAlerts.actions.failed')}</Alert> : null}
      <div className={styles.actions}>
        <Button
          variant="ghost"
          onClick={() => void checkAgain()}
          busy={recheck.isPending}
          busyLabel={t('highwayAlerts.actions.working')}
          disabled={busy}
        >
          {t('highwayAlerts.actions.recheck')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            end.reset();
            setConfirming('ignore');
          }}
          disabled={busy}
        >
          {t('highwayAlerts.actions.ignore')}
        </Button>
        <Button
          onClick={() => {
            end.reset();
            setConfirming('clear');
          }}
          disabled={busy}
        >
          {t('highwayAlerts.actions.clear')}
        </Button>
      </div>
    </>
  );
}
