import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ClaimStep } from '#shared/enums/claim-flow.ts';
import { claimByInvoiceDetailsSchema } from '#shared/schemas/payee-relationships.ts';
import { centsFromDigits } from '#shared/validation/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { zodFormResolver } from '#web/lib/form-resolver.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './claim.module.css';
import { ClaimProgress } from './claim-progress.tsx';

const invoiceFormSchema = claimByInvoiceDetailsSchema.pick({ invoiceOrLoadNumber: true, invoiceOrLoadAmount: true });
export type InvoiceDetails = { invoiceOrLoadNumber: string; invoiceOrLoadAmount: number };

/**
 * Step 2 by invoice details (seeds 000 §3 Claim form): an invoice or load number and its amount.
 * The amount input reads digits as cents (seeds 000 §5). The claim checks them.
 */
export function InvoiceDetailsDialog({
  open,
  payor,
  currencyId,
  initial,
  serverErrors,
  onContinue,
  onClose,
}: {
  open: boolean;
  payor: string;
  currencyId: number;
  initial: InvoiceDetails | null;
  serverErrors: Record<string, string[]>;
  onContinue: (details: InvoiceDetails) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const form = useForm<InvoiceDetails>({
    resolver: zodFormResolver(invoiceFormSchema, t),
    defaultValues: initial ?? { invoiceOrLoadNumber: '', invoiceOrLoadAmount: 0 },
  });
  const { setError } = form;
  const amount = form.watch('invoiceOrLoadAmount');

  useEffect(() => {
    for (const field of ['invoiceOrLoadNumber', 'invoiceOrLoadAmount'] as const) {
      const messages = serverErrors[field];
      if (messages?.length) setError(field, { type: 'server', message: messages.join(' ') });
    }
  }, [serverErrors, setError]);

  return (
    <Dialog open={open} title={t('relationships.claim.invoiceDetails.title')} onClose={onClose}>
      <form className={styles.section} noValidate onSubmit={form.handleSubmit(onContinue)}>
        <ClaimProgress step={ClaimStep.AuthenticationCodeModal} inDialog />
        <p className={styles.hint}>{t('relationships.claim.invoiceDetails.intro', { payor })}</p>
        <TextField
          label={t('relationships.claim.invoiceDetails.number')}
          autoFocus
          forceError={form.formState.isSubmitted}
          error={form.formState.errors.invoiceOrLoadNumber?.message}
          {...form.register('invoiceOrLoadNumber')}
        />
        <TextField
          label={t('relationships.claim.invoiceDetails.amount')}
          inputMode="numeric"
          hint={t('relationships.claim.invoiceDetails.amountHint')}
          value={format.money(amount || 0, currencyId)}
          onChange={(event) =>
            form.setValue('invoiceOrLoadAmount', centsFromDigits(event.target.value), {
              shouldValidate: form.formState.isSubmitted,
            })
          }
          forceError={form.formState.isSubmitted}
          error={form.formState.errors.invoiceOrLoadAmount?.message}
        />
        <div className={styles.actions}>
          <Button type="submit">{t('relationships.claim.invoiceDetails.continue')}</Button>
          <Button variant="ghost" onClick={onClose}>
            {t('relationships.claim.term.back')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
