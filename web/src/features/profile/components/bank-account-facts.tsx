import { useTranslation } from 'react-i18next';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import styles from './profile.module.css';

/** Where an account's words are: the payor's funding account, or the factor's payout accounts. */
export type BankAccountWords = 'payorProfile.funding' | 'factorProfile.bankAccounts';

/** What the profile shows of a bank account: never more of the number than its last four digits. */
export type MaskedBankAccount = {
  status: { id: number; name: string };
  bankName: string | null;
  routingNumber: string | null;
  accountNumberLast4: string | null;
};

function toneOf(status: number): BadgeTone {
  switch (status) {
    case BankAccountStatus.Active:
      return 'success';
    case BankAccountStatus.PendingVerification:
    case BankAccountStatus.PendingFinalReview:
      return 'progress';
    case BankAccountStatus.Rejected:
      return 'error';
    default:
      return 'neutral';
  }
}

export function BankAccountStatusBadge({ account, words }: { account: MaskedBankAccount; words: BankAccountWords }) {
  const { t } = useTranslation();
  return (
    <Badge tone={toneOf(account.status.id)} data-testid="funding-status">
      {t(`${words}.statuses.${account.status.id}`, { defaultValue: account.status.name })}
    </Badge>
  );
}

/** An account masked: its name where it has one, its bank, routing number and last four digits. */
export function BankAccountFacts({
  account,
  words,
  name,
}: {
  account: MaskedBankAccount;
  words: BankAccountWords;
  name?: string;
}) {
  const { t } = useTranslation();
  const notOnRecord = <span className={styles.muted}>{t(`${words}.unknownBank`)}</span>;
  return (
    <dl className={styles.details}>
      {name === undefined ? null : (
        <>
          <dt>{t('factorProfile.bankAccounts.name')}</dt>
          <dd>{name}</dd>
        </>
      )}
      <dt>{t(`${words}.bank`)}</dt>
      <dd>{account.bankName ?? notOnRecord}</dd>
      <dt>{t(`${words}.routingNumber`)}</dt>
      <dd className={styles.mono}>{account.routingNumber ?? '—'}</dd>
      <dt>{t(`${words}.accountNumber`)}</dt>
      <dd className={styles.mono}>
        {account.accountNumberLast4 ? t(`${words}.masked`, { last4: account.accountNumberLast4 }) : '—'}
      </dd>
    </dl>
  );
}
