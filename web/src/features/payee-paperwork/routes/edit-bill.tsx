import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { hasPayeeLevelFeatures } from '#shared/permissions/payee.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { BillStateBadge } from '#web/components/paperwork/bill-state-badge.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { keepNumbersWhole } from '#web/components/ui/record-number.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { paperworkPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { isEditableByPayee, isResubmittableByPayee } from '#web/lib/paperwork/bill-groups.ts';
import { useBill } from '#web/lib/paperwork/get-bill.ts';
import { BillForm } from '../components/bill-form.tsx';
import styles from '../components/paperwork.module.css';

/**
 * `/payee/paperwork/{id}/edit` (seeds 000 §2.5): a bill the carrier may still change (incomplete,
 * pending, exception or rejected). Saving keeps it a draft; an administrator may save and submit.
 * A bill past that point says so and leads back to its page.
 */
export function EditBillRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { user } = useAreaShell();
  const query = useBill(id);
  const bill = query.data;
  const isAdmin = hasPayeeLevelFeatures(user.authRoles);
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  return (
    <Page
      title={bill ? t('paperwork.edit.pageTitle', { number: bill.loadOrInvoiceNumber }) : t('paperwork.pageTitle')}
      heading={
        bill ? (
          <span className={styles.headingWithBadge}>
            {keepNumbersWhole(t('paperwork.edit.heading', { number: bill.loadOrInvoiceNumber }))}
            <BillStateBadge state={bill.state} />
          </span>
        ) : undefined
      }
      isLoading={query.isPending}
      skeleton="billEdit"
    >
      <BackLink to={bill ? paperworkPaths.bill(bill.id) : paperworkPaths.list}>
        {bill ? t('paperwork.edit.back') : t('paperwork.show.back')}
      </BackLink>
      {query.isError ? (
        <Alert level="error" title={notFound ? t('paperwork.show.notFoundTitle') : t('errors.errorTitle')}>
          {notFound ? t('paperwork.show.notFound') : t('paperwork.show.loadFailed')}
        </Alert>
      ) : bill && !isEditableByPayee(bill.state) ? (
        <Alert level="info" title={t('paperwork.edit.notEditableTitle')}>
          {t('paperwork.edit.notEditable', { state: t(`paperwork.states.${bill.state}`) })}
        </Alert>
      ) : bill ? (
        <BillForm
          key={bill.id}
          bill={bill}
          canSubmit={isResubmittableByPayee(bill.state, { isAdmin }) && isAdmin}
          cancelTo={paperworkPaths.bill(bill.id)}
          onDone={(saved, intent) => {
            if (intent === 'submit') navigate(paperworkPaths.success(saved.id));
            else {
              showToast({ level: 'success', title: t('errors.successTitle'), message: t('paperwork.edit.saved') });
              navigate(paperworkPaths.bill(saved.id));
            }
          }}
        />
      ) : null}
    </Page>
  );
}
