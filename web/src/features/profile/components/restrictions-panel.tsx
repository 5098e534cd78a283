import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#web/components/ui/alert.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { isConflict } from '#web/lib/api-client.ts';
import { useRestrictions } from '../api/get-restrictions.ts';
import { useUpdateRestrictions } from '../api/update-restrictions.ts';
import styles from './profile.module.css';

/** Profile → Restrictions: the 'Allowed to view paperwork' toggle, saved as it is switched. */
export function RestrictionsPanel({ companyName, canEdit }: { companyName: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const restrictions = useRestrictions();
  const update = useUpdateRestrictions();
  if (restrictions.isPending) return <Skeleton kind="list" />;
  if (!restrictions.data) return <Alert level="error">{t('profile.errors.load')}</Alert>;
  const allowed = restrictions.data.isPaperworkViewAllowed;

  const version = restrictions.data.version;

  async function toggle(next: boolean) {
    try {
      // Made on the version shown: when another admin switched it meanwhile, 409 and it is read again.
      await update.mutateAsync({ isPaperworkViewAllowed: next, version });
      showToast({ level: 'success', title: t('errors.successTitle'), message: t('profile.restrictions.saved') });
    } catch (error) {
      showToast({
        level: 'error',
        title: t('errors.errorTitle'),
        message: isConflict(error) ? error.message : t('profile.errors.notSaved'),
      });
    }
  }

  return (
    <section className={cardStyles.card} aria-labelledby={`${id}-heading`}>
      <div className={styles.stack}>
        <h2 id={`${id}-heading`} className={styles.cardTitle}>
          {t('profile.restrictions.heading')}
        </h2>
        <p className={styles.muted}>{t('profile.restrictions.intro', { company: companyName })}</p>
      </div>
      <div className={styles.switchRow}>
        <div className={styles.stack}>
          <label htmlFor={id} className={styles.switchLabel}>
            {t('profile.restrictions.paperwork')}
          </label>
          <span id={`${id}-hint`} className={styles.muted}>
            {t('profile.restrictions.paperworkHint')}
          </span>
        </div>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={allowed}
          className={styles.switch}
          checked={allowed}
          disabled={!canEdit || update.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void toggle(event.target.checked)}
        />
      </div>
      {canEdit ? null : <p className={styles.muted}>{t('profile.restrictions.readOnly')}</p>}
    </section>
  );
}
