import { useTranslation } from 'react-i18next';
import type { PaymentType } from '#shared/enums/payment-type.ts';
import type { PaymentTermView } from '#shared/schemas/payee-relationships.ts';
import { useTermWords } from '../lib/term-words.ts';
import styles from './term-options.module.css';

/**
 * Payment terms as a group of radio cards: the term's name, when it pays and its fee. `terms` may
 * hold one entry per type (a single payor) or summaries across payors.
 */
export function TermOptions({
  name,
  legend,
  terms,
  value,
  onChange,
  error,
  freeQuickPays,
}: {
  name: string;
  legend: string;
  terms: readonly PaymentTermView[];
  value: PaymentType | null;
  onChange: (paymentType: PaymentType) => void;
  error?: string | undefined;
  /** FREE QuickPay invoices the payor gives (shown on the QuickPay card). */
  freeQuickPays?: number;
}) {
  const { t } = useTranslation();
  const words = useTermWords();
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {terms.map((term) => (
          <label key={term.paymentType} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={term.paymentType}
              checked={value === term.paymentType}
              onChange={() => onChange(term.paymentType)}
            />
            <span className={styles.body}>
              <span className={styles.name}>{words.name(term)}</span>
              <span className={styles.detail}>{words.paidWhen(term.termDays)}</span>
              <span className={term.feeBps === 0 ? styles.free : styles.fee}>{words.fee(term.feeBps)}</span>
              {term.isQuickPay && freeQuickPays && freeQuickPays > 0 ? (
                <span className={styles.free}>{t('relationships.claim.quickPay.free', { count: freeQuickPays })}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <span id={`${name}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
