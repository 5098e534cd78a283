import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistryCarrier } from '#shared/schemas/registration.ts';
import type { CreateCompanyForm } from '#shared/validation/registration.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCreateCarrierAccount } from '../api/create-carrier-account.ts';
import { failureMessage } from '../lib/failures.ts';
import { classifyFailure, type FlowEvent, type Proved } from '../lib/registration-flow.ts';
import { isAuthorizedStatus, operatingStatusKey } from '../lib/registry-display.ts';
import styles from './registration.module.css';
import { StepContent } from './step-content.tsx';

type Props = {
  proved: Proved;
  form: CreateCompanyForm;
  /** The registry's record; null when the company has no DOT or MC number to check. */
  carrier: RegistryCarrier | null;
  dispatch: (event: FlowEvent) => void;
};

/**
 * Step 3: the federal registry's record of the numbers (or, without numbers, the details alone) and
 * the account about to be created. Confirm creates it; Edit goes back to step 2.
 */
export function ConfirmStep({ proved, form, carrier, dispatch }: Props) {
  const { t } = useTranslation();
  const create = useCreateCarrierAccount();
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      const { email } = await create.mutateAsync({ ...form, registrationToken: proved.registrationToken });
      dispatch({ type: 'created', email });
    } catch (failure) {
      const kind = failure instanceof ApiError ? classifyFailure(failure) : 'other';
      if (failure instanceof ApiError && kind === 'fields')
        dispatch({ type: 'rejected', fieldErrors: failure.fieldErrors });
      else if (kind === 'expired') dispatch({ type: 'expired', message: failureMessage(failure, '') });
      else if (kind === 'numbersTaken') dispatch({ type: 'numbersTaken' });
      else if (kind === 'accountExists') dispatch({ type: 'accountExists' });
      else setError(failureMessage(failure, t('registration.genericError')));
    }
  }

  const statusKey = carrier ? operatingStatusKey(carrier.operatingStatus) : null;
  const notOnFile = <span className={styles.muted}>{t('registration.confirm.notOnFile')}</span>;

  return (
    <StepContent
      heading={carrier ? t('registration.confirm.heading') : t('registration.confirm.unverifiedHeading')}
      intro={carrier ? t('registration.confirm.intro') : t('registration.confirm.unverifiedIntro')}
      error={error}
    >
      {carrier ? (
        <div className={styles.record}>
          <h2 className={styles.recordTitle}>{t('registration.confirm.registry')}</h2>
          <dl className={styles.recordList}>
            <dt>{t('registration.confirm.legalName')}</dt>
            <dd>{carrier.legalName}</dd>
            <dt>{t('registration.confirm.dbaName')}</dt>
            <dd>{carrier.dbaName ?? notOnFile}</dd>
            <dt>{t('registration.confirm.address')}</dt>
            <dd>{carrier.address}</dd>
            <dt>{t('registration.confirm.dotNumber')}</dt>
            <dd className={styles.number}>{carrier.dotNumber ?? notOnFile}</dd>
            <dt>{t('registration.confirm.mcNumber')}</dt>
            <dd className={styles.number}>{carrier.mcNumber ?? notOnFile}</dd>
            <dt>{t('registration.confirm.operatingStatus')}</dt>
            <dd>
              <span
                className={`${styles.badge} ${isAuthorizedStatus(carrier.operatingStatus) ? styles.badgeOk : styles.badgeWarning}`}
              >
                {statusKey ? t(`registration.confirm.statuses.${statusKey}`) : carrier.operatingStatus}
              </span>
            </dd>
          </dl>
        </div>
      ) : null}
      <div className={styles.record}>
        <h2 className={styles.recordTitle}>{t('registration.confirm.account')}</h2>
        <dl className={styles.recordList}>
          <dt>{t('registration.confirm.companyName')}</dt>
          <dd>{form.companyName}</dd>
          <dt>{t('registration.confirm.fullName')}</dt>
          <dd>{form.fullName}</dd>
          <dt>{t('registration.confirm.email')}</dt>
          <dd>{proved.email}</dd>
        </dl>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={create.isPending} onClick={() => dispatch({ type: 'edit' })}>
          {t('registration.confirm.edit')}
        </Button>
        <Button busy={create.isPending} busyLabel={t('registration.confirm.creating')} onClick={confirm}>
          {t('registration.confirm.confirm')}
        </Button>
      </div>
    </StepContent>
  );
}
