import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCarrierMatches } from '../api/get-matches.ts';
import styles from '../components/noa-processing.module.css';

/** `/admin/noa/matches`: finds the portal carrier an NOA names by MC or DOT (SelectPayeeMatches). */
export function NoaMatchesRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const numbers = {
    ...(search.get('mcNumber') ? { mcNumber: search.get('mcNumber') ?? '' } : {}),
    ...(search.get('dotNumber') ? { dotNumber: search.get('dotNumber') ?? '' } : {}),
  };
  const [mcNumber, setMcNumber] = useState(numbers.mcNumber ?? '');
  const [dotNumber, setDotNumber] = useState(numbers.dotNumber ?? '');
  const matches = useCarrierMatches(numbers);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({
      ...(mcNumber.trim() ? { mcNumber: mcNumber.trim() } : {}),
      ...(dotNumber.trim() ? { dotNumber: dotNumber.trim() } : {}),
    });
  };
  const error = matches.error instanceof ApiError ? matches.error : null;
  return (
    <Page
      title={t('noaProcessing.matches.title')}
      heading={t('noaProcessing.matches.title')}
      intro={t('noaProcessing.matches.intro')}
    >
      <div className={cardStyles.stack}>
        <form onSubmit={onSubmit} className={`${cardStyles.card} ${styles.actionRow}`}>
          <TextField
            label={t('noaProcessing.matches.mcNumber')}
            value={mcNumber}
            inputMode="numeric"
            onChange={(event) => setMcNumber(event.target.value)}
            error={error?.fieldErrors.mcNumber?.[0]}
          />
          <TextField
            label={t('noaProcessing.matches.dotNumber')}
            value={dotNumber}
            inputMode="numeric"
            onChange={(event) => setDotNumber(event.target.value)}
            error={error?.fieldErrors.dotNumber?.[0]}
          />
          <Button type="submit">{t('noaProcessing.matches.search')}</Button>
        </form>
        {matches.data?.carriers.length === 0 ? <Alert level="info">{t('noaProcessing.matches.none')}</Alert> : null}
        {matches.data?.carriers.map((carrier) => (
          <section key={carrier.companyId} className={`${cardStyles.card} ${cardStyles.snug}`}>
            <h2 className={cardStyles.title}>{carrier.name}</h2>
            <p>
              MC {carrier.mcNumber ?? '—'} · DOT {carrier.dotNumber ?? '—'}
            </p>
            <p>{t('noaProcessing.matches.payors', { names: carrier.payors.map((p) => p.name).join(', ') })}</p>
          </section>
        ))}
      </div>
    </Page>
  );
}
