import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { loadPayToAchExtraBusinessDays, processingTimes } from '#shared/constants/payments.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import {
  type BankAccountView,
  type LoadPayCodeRequest,
  type LoadPayCodeSent,
  type LoadPayLinkRequest,
  loadPayCodeRequestSchema,
  loadPayLinkRequestSchema,
} from '#shared/schemas/payee-bank-accounts.ts';
import { PublicLayout } from '#web/components/layouts/public-layout.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { BackLink } from '#web/components/ui/back-link.tsx';
import buttonStyles from '#web/components/ui/button.module.css';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { walletPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import { useStandalonePage } from '#web/lib/standalone-page.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useLinkLoadPayAccount } from '../api/link-loadpay-account.ts';
import { useSendLoadPayCode } from '../api/send-loadpay-code.ts';
import styles from '../components/loadpay.module.css';
import { LockIcon } from '../components/lock-icon.tsx';
import { BankAccountStatusBadge } from '../components/status-badge.tsx';

const loadPayTime = processingTimes[PaymentMethodType.LoadPay] ?? { min: 0, max: 5, unit: 'minutes' as const };
const minutes = { min: loadPayTime.min, max: loadPayTime.max };

type Stage =
  | { kind: 'details'; values: LoadPayCodeRequest | null }
  | { kind: 'code'; details: LoadPayCodeRequest; sent: LoadPayCodeSent }
  | { kind: 'linked'; account: BankAccountView; created: boolean };

/** The text of a failed call that put nothing on a field: the server's words, else the seeds' error. */
function failureText(failure: unknown, fallback: string): string {
  return failure instanceof ApiError && !failure.isGeneric ? failure.message : fallback;
}

/**
 * `/link-LoadPay-account` (seeds 000 §2.2, payee company only; §2.5 the wallet's linked digital bank
 * account option): the carrier names its LoadPay account by the LoadPay email and account number,
 * proves it with the code emailed there, and the account joins the wallet pending approval with
 * LoadPay's processing time (0–5 minutes). Failures say 'There was an error linking your LoadPay
 * account.' with the reason on the field. Outside the area shell, like the seeds' top-level page.
 */
export function LinkLoadPayAccountRoute() {
  const { t } = useTranslation();
  usePageTitle(t('wallet.loadPayLink.pageTitle'));
  const [stage, setStage] = useState<Stage>({ kind: 'details', values: null });
  return (
    <PublicLayout
      heading={t('wallet.loadPayLink.brandHeading')}
      intro={t('wallet.loadPayLink.brandIntro', minutes)}
      aside={
        <ul className={styles.points}>
          <li className={styles.point}>{t('wallet.loadPayLink.pointSpeed', minutes)}</li>
          <li className={styles.point}>{t('wallet.loadPayLink.pointFee')}</li>
          <li className={styles.point}>
            {t('wallet.loadPayLink.pointTransfer', { days: loadPayToAchExtraBusinessDays })}
          </li>
        </ul>
      }
    >
      <BackLink to={walletPaths.list}>{t('wallet.loadPayLink.back')}</BackLink>
      {stage.kind === 'details' ? (
        <DetailsStep initial={stage.values} onSent={(details, sent) => setStage({ kind: 'code', details, sent })} />
      ) : null}
      {stage.kind === 'code' ? (
        <CodeStep
          details={stage.details}
          sent={stage.sent}
          onChangeDetails={() => setStage({ kind: 'details', values: stage.details })}
          onResent={(sent) => setStage({ ...stage, sent })}
          onLinked={(account, created) => setStage({ kind: 'linked', account, created })}
        />
      ) : null}
      {stage.kind === 'linked' ? <Linked account={stage.account} created={stage.created} /> : null}
      <p className={styles.security}>
        <LockIcon />
        {t('wallet.loadPayLink.secure')}
      </p>
    </PublicLayout>
  );
}

/** Step 1: the LoadPay email and account number; a code goes to that email. */
function DetailsStep({
  initial,
  onSent,
}: {
  initial: LoadPayCodeRequest | null;
  onSent: (details: LoadPayCodeRequest, sent: LoadPayCodeSent) => void;
}) {
  const { t } = useTranslation();
  const send = useSendLoadPayCode();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<LoadPayCodeRequest>({
    resolver: zodFormResolver(loadPayCodeRequestSchema, t),
    defaultValues: initial ?? { email: '', accountNumber: '' },
  });

  async function submit(details: LoadPayCodeRequest) {
    setFailure(null);
    try {
      onSent(details, await send.mutateAsync(details));
    } catch (caught) {
      const message = failureText(caught, t('wallet.loadPay.linkFailed'));
      setFailure(message);
      if (caught instanceof ApiError) applyServerErrors(caught.fieldErrors, setError);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate aria-labelledby="loadpay-details-heading">
      <div className={styles.header}>
        <span className={styles.step}>{t('wallet.loadPayLink.step', { step: 1 })}</span>
        <h1 id="loadpay-details-heading">{t('wallet.loadPayLink.detailsHeading')}</h1>
        <p className={styles.muted}>{t('wallet.loadPayLink.detailsIntro')}</p>
      </div>
      {failure ? <Alert level="error">{failure}</Alert> : null}
      <TextField
        label={t('wallet.loadPayLink.email')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        forceError={formState.isSubmitted}
        {...register('email')}
      />
      <TextField
        label={t('wallet.loadPayLink.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
        hint={t('wallet.loadPayLink.accountNumberHint')}
        error={formState.errors.accountNumber?.message}
        forceError={formState.isSubmitted}
        {...register('accountNumber')}
      />
      <Button type="submit" block busy={formState.isSubmitting} busyLabel={t('wallet.loadPayLink.sending')}>
        {t('wallet.loadPayLink.sendCode')}
      </Button>
    </form>
  );
}

type CodeForm = Pick<LoadPayLinkRequest, 'verificationCode' | 'accountName'>;

/** Step 2: the emailed code (and a nickname); a wrong code shows the attempts left on the field. */
function CodeStep({
  details,
  sent,
  onChangeDetails,
  onResent,
  onLinked,
}: {
  details: LoadPayCodeRequest;
  sent: LoadPayCodeSent;
  onChangeDetails: () => void;
  onResent: (sent: LoadPayCodeSent) => void;
  onLinked: (account: BankAccountView, created: boolean) => void;
}) {
  const { t } = useTranslation();
  const { refreshUser, user } = useStandalonePage();
  const link = useLinkLoadPayAccount(refreshUser);
  const resend = useSendLoadPayCode();
  const [notice, setNotice] = useState<{ level: 'info' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, formState, setError, resetField } = useForm<CodeForm>({
    // The step's own fields, checked with the shared link schema (the details come from step 1).
    resolver: zodFormResolver(loadPayLinkRequestSchema.pick({ verificationCode: true, accountName: true }), t),
    defaultValues: { verificationCode: '', accountName: '' },
  });
  const last4 = details.accountNumber.trim().slice(-4);

  async function submit(values: CodeForm) {
    setNotice(null);
    const known = new Set(user.company.bankAccounts.map((account) => account.id));
    try {
      const account = await link.mutateAsync({ ...details, ...values, accountName: values.accountName || undefined });
      onLinked(account, !known.has(account.id));
    } catch (caught) {
      const message = failureText(caught, t('wallet.loadPay.linkFailed'));
      if (!(caught instanceof ApiError)) return setNotice({ level: 'error', text: message });
      const { verificationCode, accountName, ...elsewhere } = caught.fieldErrors;
      applyServerErrors(
        { ...(verificationCode ? { verificationCode } : {}), ...(accountName ? { accountName } : {}) },
        setError,
      );
      // Reasons about step 1's fields (an account linked elsewhere) show with the message.
      const other = Object.values(elsewhere).flat();
      setNotice({ level: 'error', text: [message, ...other].join(' ') });
    }
  }

  async function sendAgain() {
    setNotice(null);
    try {
      onResent(await resend.mutateAsync(details));
      resetField('verificationCode');
      setNotice({ level: 'info', text: t('wallet.loadPayLink.resent') });
    } catch (caught) {
      setNotice({ level: 'error', text: failureText(caught, t('wallet.loadPay.linkFailed')) });
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate aria-labelledby="loadpay-code-heading">
      <div className={styles.header}>
        <span className={styles.step}>{t('wallet.loadPayLink.step', { step: 2 })}</span>
        <h1 id="loadpay-code-heading">{t('wallet.loadPayLink.codeHeading')}</h1>
        <p className={styles.muted}>{t('wallet.loadPayLink.codeSentTo', { email: sent.sentTo, last4 })}</p>
      </div>
      {notice ? <Alert level={notice.level}>{notice.text}</Alert> : null}
      <TextField
        label={t('wallet.loadPayLink.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        error={formState.errors.verificationCode?.message}
        forceError={formState.isSubmitted}
        {...register('verificationCode')}
      />
      <TextField
        label={t('wallet.loadPayLink.accountName')}
        maxLength={50}
        hint={t('wallet.loadPayLink.accountNameHint')}
        error={formState.errors.accountName?.message}
        forceError={formState.isSubmitted}
        {...register('accountName')}
      />
      <Button type="submit" block busy={formState.isSubmitting} busyLabel={t('wallet.loadPayLink.linking')}>
        {t('wallet.loadPayLink.link')}
      </Button>
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={onChangeDetails}>
          {t('wallet.loadPayLink.changeDetails')}
        </button>
        <button type="button" className={styles.linkButton} disabled={resend.isPending} onClick={sendAgain}>
          {resend.isPending ? t('wallet.loadPayLink.sending') : t('wallet.loadPayLink.resend')}
        </button>
      </div>
    </form>
  );
}

/** Done: the account as the wallet shows it, pending approval, with LoadPay's processing time. */
function Linked({ account, created }: { account: BankAccountView; created: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={styles.success} aria-labelledby="loadpay-linked-heading">
      <div className={styles.header}>
        <h1 id="loadpay-linked-heading">{t('wallet.loadPayLink.successHeading')}</h1>
      </div>
      <div className={styles.account}>
        <span>
          <span className={styles.accountName}>{account.accountName}</span>
          <span className={`${styles.muted} ${styles.block}`}>{account.destinationDescription}</span>
        </span>
        <BankAccountStatusBadge status={account.status.id} />
      </div>
      <Alert level={created ? 'success' : 'info'}>
        {created
          ? t('wallet.loadPayLink.successPending', { accountName: account.accountName })
          : t('wallet.loadPayLink.alreadyLinked', { accountName: account.accountName })}
      </Alert>
      <p className={styles.muted}>{t('wallet.loadPayLink.processing', minutes)}</p>
      <Link to={walletPaths.list} className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block}`}>
        {t('wallet.loadPayLink.toWallet')}
      </Link>
    </section>
  );
}
