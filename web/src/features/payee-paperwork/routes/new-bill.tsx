import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hasPayeeLevelFeatures } from '#shared/permissions/payee.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { paperworkPaths } from '#web/config/paths.ts';
import { BillForm } from '../components/bill-form.tsx';
import styles from '../components/paperwork.module.css';

/**
 * `/payee/paperwork/new` (seeds 000 §2.5): a new bill with its charges and documents. An
 * administrator or billing user submits it or saves it as a draft; a driver sends it to the
 * carrier's administrators, who complete and submit it.
 */
export function NewBillRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAreaShell();
  const canSubmit = hasPayeeLevelFeatures(user.authRoles);
  return (
    <Page title={t('paperwork.new.pageTitle')} heading={t('paperwork.new.heading')}>
      <p className={styles.intro}>{canSubmit ? t('paperwork.new.intro') : t('paperwork.new.driverIntro')}</p>
      <BillForm
        bill={null}
        canSubmit={canSubmit}
        cancelTo={paperworkPaths.list}
        onDone={(bill, intent) => {
          if (intent === 'draft') {
            showToast({ level: 'success', title: t('errors.successTitle'), message: t('paperwork.new.draftSaved') });
            navigate(paperworkPaths.bill(bill.id));
          } else navigate(paperworkPaths.success(bill.id));
        }}
      />
    </Page>
  );
}
