import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noaIntakeAddressOf } from '#shared/constants/noa-intake.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { usePayorNames } from '../api/get-payor-names.ts';
import styles from './noa-uploads.module.css';

export type ChosenDebtor = { id: number; name: string };

/**
 * The debtors a document names, chosen from the portal's payors; each chosen one shows its intake
 * address, where the factor may also mail its documents.
 */
export function DebtorPicker({
  chosen,
  onChange,
  error,
}: {
  chosen: readonly ChosenDebtor[];
  onChange: (next: ChosenDebtor[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const payors = usePayorNames(useDebouncedValue(search)).data?.payors ?? [];
  const chosenIds = new Set(chosen.map((d) => d.id));
  const listed = [...chosen, ...payors.filter((p) => !chosenIds.has(p.id))];
  return (
    <fieldset className={styles.debtors} aria-describedby={error ? 'noa-debtors-error' : undefined}>
      <legend>{t('factorNoaUploads.form.debtors')}</legend>
      <TextField
        label={t('factorNoaUploads.form.debtorSearch')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {listed.length === 0 ? <p className={styles.muted}>{t('factorNoaUploads.form.noDebtors')}</p> : null}
      <ul className={styles.debtorList}>
        {listed.map((payor) => (
          <li key={payor.id}>
            <Checkbox
              label={payor.name}
              checked={chosenIds.has(payor.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, { id: payor.id, name: payor.name }]
                    : chosen.filter((d) => d.id !== payor.id),
                )
              }
            />
            {chosenIds.has(payor.id) ? (
              <span className={styles.intake}>
                {t('factorNoaUploads.form.intakeAddress', { address: noaIntakeAddressOf(payor.id) })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {error ? (
        <p id="noa-debtors-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
