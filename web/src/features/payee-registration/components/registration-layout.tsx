import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PublicLayout } from '#web/components/layouts/public-layout.tsx';
import { paths } from '#web/config/paths.ts';
import { type RegistrationStep, registrationSteps } from '../lib/registration-flow.ts';
import styles from './registration-layout.module.css';

/** The registration pages' frame: the four steps (and where the visitor is) in the brand panel. */
export function RegistrationLayout({
  step,
  showLogInLink = true,
  children,
}: {
  step: RegistrationStep;
  /** The 'Already have an account? Log in' line; pages that lead to login themselves leave it out. */
  showLogInLink?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const current = registrationSteps.indexOf(step);
  const steps = (
    <ol className={styles.steps} aria-label={t('registration.brand.stepsLabel')}>
      {registrationSteps.map((name, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={name}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            {t(`registration.steps.${name}`)}
          </li>
        );
      })}
    </ol>
  );
  return (
    <PublicLayout
      heading={t('registration.brand.heading')}
      intro={t('registration.brand.intro')}
      aside={steps}
      width="wide"
    >
      {children}
      {showLogInLink ? (
        <p className={styles.footer}>
          {t('registration.haveAccount')} <Link to={paths.root}>{t('registration.logIn')}</Link>
        </p>
      ) : null}
    </PublicLayout>
  );
}
