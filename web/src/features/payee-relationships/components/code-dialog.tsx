import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { ClaimStep } from '#shared/enums/claim-flow.ts';
import { verificationCodeSchema } from '#shared/schemas/payee-relationships.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { zodFormResolver } from '#web/lib/form-resolver.ts';
import styles from './claim.module.css';
import { ClaimProgress } from './claim-progress.tsx';

const codeFormSchema = z.object({ verificationCode: verificationCodeSchema });
type CodeForm = z.infer<typeof codeFormSchema>;

export type CodeDialogProps = {
  open: boolean;
  sentTo: string;
  busy: boolean;
  resending: boolean;
  /** The server's word on the last code entered (field error), if any. */
  codeError: string | null;
  noAttemptsLeft: boolean;
  notice: string | null;
  onVerify: (code: string) => void;
  onResend: () => void;
  onChangeContact: () => void;
  onUseInvoiceDetails: () => void;
};

/**
 * Step 2, AuthenticationCodeModal: the verificationCode dialog (seeds 000 §2.6), highest in the
 * claim dialogs' priority. The code is checked by the API before the payment-term step; after the
 * last wrong entry it says 'No attempts remaining' and offers a new code or invoice details.
 */
export function CodeDialog(props: CodeDialogProps) {
  const { t } = useTranslation();
  const form = useForm<CodeForm>({
    resolver: zodFormResolver(codeFormSchema, t),
    defaultValues: { verificationCode: '' },
  });
  const { setError, reset } = form;

  useEffect(() => {
    if (props.codeError) setError('verificationCode', { type: 'server', message: props.codeError });
  }, [props.codeError, setError]);

  useEffect(() => {
    if (props.notice) reset({ verificationCode: '' });
  }, [props.notice, reset]);

  return (
    <Dialog open={props.open} title={t('relationships.claim.code.title')} onClose={props.onChangeContact}>
      <form
        className={styles.section}
        noValidate
        onSubmit={form.handleSubmit((values) => props.onVerify(values.verificationCode))}
      >
        <ClaimProgress step={ClaimStep.AuthenticationCodeModal} inDialog />
        <p className={styles.hint}>{t('relationships.claim.code.sentTo', { destination: props.sentTo })}</p>
        {props.notice ? <Alert level="success">{props.notice}</Alert> : null}
        <TextField
          className={styles.codeInput}
          label={t('relationships.claim.code.label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          forceError={form.formState.isSubmitted || props.codeError !== null}
          error={form.formState.errors.verificationCode?.message}
          {...form.register('verificationCode')}
        />
        {props.noAttemptsLeft ? <Alert level="warning">{t('relationships.claim.code.noAttempts')}</Alert> : null}
        <div className={styles.actions}>
          <Button
            type="submit"
            busy={props.busy}
            busyLabel={t('relationships.claim.code.verifying')}
            disabled={props.noAttemptsLeft}
          >
            {t('relationships.claim.code.verify')}
          </Button>
          <button type="button" className={styles.linkAction} onClick={props.onResend} disabled={props.resending}>
            {t('relationships.claim.code.resend')}
          </button>
        </div>
        <div className={styles.alternatives}>
          <button type="button" className={styles.linkAction} onClick={props.onChangeContact}>
            {t('relationships.claim.code.changeContact')}
          </button>
          <button type="button" className={styles.linkAction} onClick={props.onUseInvoiceDetails}>
            {t('relationships.claim.confirm.useInvoiceDetails')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
