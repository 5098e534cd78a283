import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths, relationshipPaths } from '#web/config/paths.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { usePublicPayors } from '../api/get-public-payors.ts';
import styles from './all-brokers.module.css';

/** The advertised size of the network (seeds 000 §1: "over 160 brokers"). */
const advertisedAtLeast = 160;

/**
 * The public all-brokers page (seeds 000 §1, §2.3): search the brokers that pay through LanePay and
 * connect — a new carrier registers, choosing the broker as their first connection.
 */
export function AllBrokersRoute() {
  const { t } = useTranslation();
  usePageTitle(t('brokers.pageTitle'));
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const { data, isError, isPending } = usePublicPayors(query);
  const payors = data?.payors ?? [];

  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Link to={paths.root} className={styles.logo}>
          <span className={styles.mark} aria-hidden="true">
            L
          </span>
          {t('common.product')}
        </Link>
        <div className={styles.actions}>
          <Button variant="ghost" onClick={() => navigate(paths.root)}>
            {t('brokers.logIn')}
          </Button>
          <Button onClick={() => navigate(paths.registerPayee)}>{t('brokers.createAccount')}</Button>
        </div>
      </header>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <h1>{t('brokers.heading')}</h1>
          <p className={styles.subheading}>{t('brokers.subheading', { count: advertisedAtLeast })}</p>
        </div>
      </section>
      <main className={styles.content}>
        <div className={styles.toolbar}>
          <TextField
            className={styles.search}
            label={t('brokers.search')}
            placeholder={t('brokers.searchPlaceholder')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {data ? <span className={styles.count}>{t('brokers.count', { count: payors.length })}</span> : null}
        </div>
        {isError ? <Alert level="error">{t('brokers.loadFailed')}</Alert> : null}
        {!isPending && payors.length === 0 && !isError ? (
          <p className={styles.empty}>{t('brokers.noResults', { query })}</p>
        ) : null}
        <ul className={styles.grid}>
          {payors.map((payor) => (
            <li key={payor.id} className={styles.card}>
              <span className={styles.name}>{payor.name}</span>
              <Button
                size="small"
                variant="secondary"
                onClick={() => navigate(relationshipPaths.broker(payor.id))}
                aria-label={`${t('brokers.connect')}: ${payor.name}`}
              >
                {t('brokers.connect')}
              </Button>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
