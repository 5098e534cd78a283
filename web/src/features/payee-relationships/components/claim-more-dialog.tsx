import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import type { PaymentType } from '#shared/enums/payment-type.ts';
import type { PayeeRelationship } from '#shared/schemas/payee-relationships.ts';
import { termsAgreedSchema } from '#shared/validation/consent.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { relationshipPaths } from '#web/config/paths.ts';
import { zodFormResolver } from '#web/lib/form-resolver.ts';
import { useTermWords } from '../lib/term-words.ts';
import styles from './claim.module.css';

const agreeSchema = z.object({ isTermsAcknowledged: termsAgreedSchema });
type AgreeForm = { isTermsAcknowledged: boolean };

/**
 * The claimMoreBrokers dialog (seeds 000 §2.6, §4): other payors on the contact method just
 * verified wait to be claimed. Connecting them needs no new code (the API accepts the code just
 * spent for 30 minutes) but their terms of service must be agreed too.
 */
export function ClaimMoreDialog({
  open,
  relationships,
  destination,
  paymentType,
  busy,
  error,
  onConnect,
  onNotNow,
}: {
  open: boolean;
  relationships: readonly PayeeRelationship[];
  destination: string;
  paymentType: PaymentType;
  busy: boolean;
  error: string | null;
  onConnect: () => void;
  onNotNow: () => void;
}) {
  const { t } = useTranslation();
  const words = useTermWords();
  const form = useForm<AgreeForm>({
    resolver: zodFormResolver(agreeSchema as z.ZodType<AgreeForm>, t),
    defaultValues: { isTermsAcknowledged: false },
  });
  const count = relationships.length;
  return (
    <Dialog open={open} title={t('relationships.claim.claimMore.title')} onClose={onNotNow}>
      <form className={styles.section} noValidate onSubmit={form.handleSubmit(onConnect)}>
        <p>{t('relationships.claim.claimMore.message', { count, destination })}</p>
        <ul className={styles.nameList}>
          {relationships.map((relationship) => (
            <li key={relationship.id}>
              <strong>{relationship.payor.name}</strong>
              <a
                href={relationshipPaths.terms(relationship.id)}
                target="_blank"
                rel="noopener"
                className={styles.linkAction}
              >
                {t('relationships.claim.term.termsLink', { payor: relationship.payor.name })}
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.hint}>
          {t('relationships.claim.claimMore.termNote', { term: words.name({ paymentType }) })}
        </p>
        <Checkbox label={t('relationships.claim.claimMore.agree')} {...form.register('isTermsAcknowledged')} />
        {form.formState.errors.isTermsAcknowledged ? (
          <span className={styles.fieldError} role="alert">
            {form.formState.errors.isTermsAcknowledged.message}
          </span>
        ) : null}
        {error ? (
          <Alert level="error" title={t('relationships.claim.errorTitle')}>
            {error}
          </Alert>
        ) : null}
        <div className={`${styles.actions} ${styles.actionsEnd}`}>
          <Button variant="secondary" onClick={onNotNow}>
            {t('relationships.claim.claimMore.notNow')}
          </Button>
          <Button type="submit" busy={busy} busyLabel={t('relationships.claim.term.connecting')}>
            {t('relationships.claim.claimMore.connect', { count })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
