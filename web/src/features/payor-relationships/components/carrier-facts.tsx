import { useTranslation } from 'react-i18next';
import { PaymentType } from '#shared/enums/payment-type.ts';
import type { PayorContactMethod, PayorRelationship } from '#shared/schemas/payor-relationships.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import styles from './carriers.module.css';

/** Connected or not, as a badge. */
export function ClaimedBadge({ isClaimed }: { isClaimed: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={isClaimed ? 'success' : 'warning'}>
      {isClaimed ? t('carriers.claimed') : t('carriers.unclaimed')}
    </Badge>
  );
}

/** The carrier's MC and DOT numbers, a dash for a missing one. */
export function carrierNumbers(t: (key: string, params?: Record<string, unknown>) => string, row: PayorRelationship) {
  return t('carriers.numbers', {
    mc: row.payee.mcNumber ?? t('carriers.none'),
    dot: row.payee.dotNumber ?? t('carriers.none'),
  });
}

const termKeys = {
  [PaymentType.StandardPay]: 'standardPay',
  [PaymentType.QuickPay]: 'quickPay',
  [PaymentType.GuaranteedOnTimePay]: 'guaranteedOnTimePay',
} as const;

/** 'QuickPay · 2 days · 2.5% fee', 'Standard Pay · 30 days'. */
export function TermText({ term }: { term: PayorRelationship['defaultPaymentTerm'] }) {
  const { t } = useTranslation();
  const parts = [
    t(`carriers.term.${termKeys[term.paymentType as keyof typeof termKeys] ?? 'standardPay'}`),
    term.termDays === 0 ? t('carriers.term.sameDay') : t('carriers.term.days', { count: term.termDays }),
  ];
  if (term.feeBps > 0) parts.push(t('carriers.term.fee', { fee: bpsAsPercent(term.feeBps) }));
  return <>{parts.join(' · ')}</>;
}

/** Basis points as a percentage: 250 → '2.5%'. */
export function bpsAsPercent(bps: number): string {
  return `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

/** The masked contact methods, one a line, each with its kind. */
export function ContactList({ methods }: { methods: readonly PayorContactMethod[] }) {
  const { t } = useTranslation();
  if (methods.length === 0) return <span className={styles.muted}>{t('carriers.none')}</span>;
  return (
    <ul className={styles.contacts}>
      {methods.map((method) => (
        <li key={method.id}>
          <span className={styles.muted}>{t(`carriers.contactKind.${method.kind}`)}: </span>
          {method.destination}
          {method.isPreVerified ? <span className={styles.muted}> · {t('carriers.preVerified')}</span> : null}
        </li>
      ))}
    </ul>
  );
}
