import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAreaShell } from './area-shell/area-shell-context.ts';
import { companyTypeKey } from './area-shell/company-type-label.ts';
import { NavIcon } from './area-shell/icons.tsx';
import styles from './area-welcome.module.css';

/**
 * The welcome an area's landing page shows until its own screens arrive: who is signed in, to
 * which company, with which roles, and where the area's navigation leads. It shows only what the
 * session knows; no figures are made up.
 */
export function AreaWelcome({ intro }: { intro: string }) {
  const { t } = useTranslation();
  const { user, navItems } = useAreaShell();
  const { pathname } = useLocation();
  const destinations = navItems.filter((item) => item.to !== pathname);

  return (
    <div className={styles.welcome}>
      <div className={styles.hero}>
        <h1 className={styles.heading}>{t('areas.welcome.heading', { name: user.name })}</h1>
        <p className={styles.signedIn}>
          {t('areas.welcome.signedInTo', {
            company: t('areas.welcome.companyWithType', {
              name: user.company.name,
              type: t(companyTypeKey(user.company.type.id)),
            }),
          })}
        </p>
        <p className={styles.intro}>{intro}</p>
      </div>

      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="welcome-account">
          <h2 id="welcome-account" className={styles.cardTitle}>
            {t('areas.welcome.accountHeading')}
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('areas.welcome.name')}</dt>
              <dd>{user.name}</dd>
            </div>
            <div>
              <dt>{t('areas.welcome.email')}</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>{t('areas.welcome.company')}</dt>
              <dd>{user.company.name}</dd>
            </div>
            <div>
              <dt>{t('areas.welcome.companyType')}</dt>
              <dd>{t(companyTypeKey(user.company.type.id))}</dd>
            </div>
          </dl>
        </section>

        <section className={styles.card} aria-labelledby="welcome-roles">
          <h2 id="welcome-roles" className={styles.cardTitle}>
            {t('areas.welcome.rolesHeading')}
          </h2>
          {user.roles.length > 0 ? (
            <ul className={styles.roles}>
              {user.roles.map((role) => (
                <li key={role.id} className={styles.role}>
                  {t(`areas.roles.${role.name}`, { defaultValue: role.name })}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('areas.welcome.noRoles')}</p>
          )}
        </section>
      </div>

      {destinations.length > 0 ? (
        <section aria-labelledby="welcome-destinations" className={styles.destinations}>
          <h2 id="welcome-destinations" className={styles.sectionTitle}>
            {t('areas.welcome.destinationsHeading')}
          </h2>
          <ul className={styles.grid}>
            {destinations.map((item) => (
              <li key={item.id}>
                <Link to={item.to} className={styles.destination}>
                  <span className={styles.destinationIcon}>
                    <NavIcon id={item.id} />
                  </span>
                  <span className={styles.destinationText}>
                    <span className={styles.destinationName}>{t(`shell.nav.${item.id}`)}</span>
                    <span className={styles.muted}>{t(`areas.destinations.${item.id}`)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
