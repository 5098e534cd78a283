import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switcherShowsCompanyTypes } from '#shared/permissions/company-switcher.ts';
import type { CompanySummary, CurrentUser } from '#shared/schemas/current-user.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { companyTypeKey } from './company-type-label.ts';
import { CheckIcon } from './icons.tsx';
import styles from './switch-company-dialog.module.css';

export type SwitchCompanyDialogProps = {
  open: boolean;
  user: CurrentUser;
  onClose: () => void;
  /** Switches the session to the company; the app reloads when it resolves (seeds 000 §4). */
  onSwitch: (company: CompanySummary) => Promise<unknown>;
};

/**
 * Picks another of the user's companies (seeds 000 §6), showing each company's type when the
 * list spans more than one type. Staff who may search every company get the same list until a
 * company search API exists.
 */
export function SwitchCompanyDialog({ open, user, onClose, onSwitch }: SwitchCompanyDialogProps) {
  const { t } = useTranslation();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const showTypes = switcherShowsCompanyTypes(user.availableCompanies);

  async function choose(company: CompanySummary) {
    setFailed(false);
    setPendingId(company.id);
    try {
      await onSwitch(company);
    } catch {
      setFailed(true);
      setPendingId(null);
    }
  }

  return (
    <Dialog open={open} title={t('shell.switchCompany.title')} onClose={onClose}>
      <p className={styles.description}>{t('shell.switchCompany.description')}</p>
      {failed ? <Alert level="error">{t('shell.switchCompany.failed')}</Alert> : null}
      <ul className={styles.list}>
        {user.availableCompanies.map((company) => {
          const current = company.id === user.company.id;
          return (
            <li key={company.id}>
              <button
                type="button"
                className={styles.company}
                aria-current={current || undefined}
                disabled={current || pendingId !== null}
                aria-busy={pendingId === company.id || undefined}
                onClick={() => void choose(company)}
              >
                <span className={styles.name}>{company.name}</span>
                {showTypes ? <span className={styles.type}>{t(companyTypeKey(company.type.id))}</span> : null}
                {current ? (
                  <span className={styles.current}>
                    <CheckIcon />
                    {t('shell.switchCompany.current')}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
