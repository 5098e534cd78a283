import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ClaimStep } from '#shared/enums/claim-flow.ts';
import { claimByAuthorizationFormSchema } from '#shared/schemas/payee-relationships.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { zodFormResolver } from '#web/lib/form-resolver.ts';
import styles from './claim.module.css';
import { ClaimProgress } from './claim-progress.tsx';

const signatureSchema = claimByAuthorizationFormSchema.pick({
  mcOrDotNumber: true,
  signerName: true,
  signerTitle: true,
});
export type Signature = { mcOrDotNumber: string; signerName: string; signerTitle: string };

/**
 * Step 2 by broker authorization form: the carrier signs online for this payor, naming itself by
 * its MC or DOT number (the API checks it against the number on file) and the signer's name and title.
 */
export function AuthorizationFormDialog({
  open,
  payor,
  carrier,
  initial,
  serverErrors,
  onContinue,
  onClose,
}: {
  open: boolean;
  payor: string;
  carrier: string;
  initial: Signature | null;
  serverErrors: Record<string, string[]>;
  onContinue: (signature: Signature) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Signature>({
    resolver: zodFormResolver(signatureSchema, t),
    defaultValues: initial ?? { mcOrDotNumber: '', signerName: '', signerTitle: '' },
  });
  const { setError } = form;
  useEffect(() => {
    for (const field of ['mcOrDotNumber', 'signerName', 'signerTitle'] as const) {
      const messages = serverErrors[field];
      if (messages?.length) setError(field, { type: 'server', message: messages.join(' ') });
    }
  }, [serverErrors, setError]);
  const errors = form.formState.errors;
  const forceError = form.formState.isSubmitted || Object.keys(serverErrors).length > 0;
  return (
    <Dialog open={open} title={t('relationships.claim.authorizationForm.title')} onClose={onClose}>
      <form className={styles.section} noValidate onSubmit={form.handleSubmit(onContinue)}>
        <ClaimProgress step={ClaimStep.AuthenticationCodeModal} inDialog />
        <p className={styles.hint}>{t('relationships.claim.authorizationForm.intro', { payor, carrier })}</p>
        <TextField
          label={t('relationships.claim.authorizationForm.mcOrDot')}
          hint={t('relationships.claim.authorizationForm.mcOrDotHint')}
          autoFocus
          forceError={forceError}
          error={errors.mcOrDotNumber?.message}
          {...form.register('mcOrDotNumber')}
        />
        <TextField
          label={t('relationships.claim.authorizationForm.signerName')}
          autoComplete="name"
          forceError={forceError}
          error={errors.signerName?.message}
          {...form.register('signerName')}
        />
        <TextField
          label={t('relationships.claim.authorizationForm.signerTitle')}
          autoComplete="organization-title"
          forceError={forceError}
          error={errors.signerTitle?.message}
          {...form.register('signerTitle')}
        />
        <p className={styles.hint}>{t('relationships.claim.authorizationForm.statement', { carrier })}</p>
        <div className={styles.actions}>
          <Button type="submit">{t('relationships.claim.authorizationForm.continue')}</Button>
          <Button variant="ghost" onClick={onClose}>
            {t('relationships.claim.term.back')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
