import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Currency, currencyCodes } from '#shared/enums/currency.ts';
import { InviteContactKind } from '#shared/enums/payor-relationship.ts';
import { type InviteCarrierInput, inviteCarrierSchema, inviteCurrencies } from '#shared/schemas/payor-relationships.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { carriersPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import { useInviteCarrier } from '../api/invite-carrier.ts';
import styles from './carriers.module.css';

type InviteForm = {
  carrierName: string;
  mcNumber: string;
  dotNumber: string;
  contactKind: InviteContactKind;
  email: string;
  phoneNumber: string;
  currencyId: string;
};

const blank: InviteForm = {
  carrierName: '',
  mcNumber: '',
  dotNumber: '',
  contactKind: InviteContactKind.Email,
  email: '',
  phoneNumber: '',
  currencyId: String(Currency.USD),
};

/** The form's values as the API takes them (the currency select holds a string). */
const bodyOf = (values: InviteForm): InviteCarrierInput => ({
  ...values,
  currencyId: Number(values.currencyId) as InviteCarrierInput['currencyId'],
});

/**
 * 'Invite carrier': the carrier's name and numbers and an email or a mobile phone, checked with the
 * API's own schema; the API's field errors land on their fields. On success the carrier's page opens.
 */
export function InviteCarrierDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invite = useInviteCarrier();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch, setError, reset } = useForm<InviteForm>({
    resolver: async (values, context, options) =>
      zodFormResolver(inviteCarrierSchema, t)(bodyOf(values) as never, context, options as never) as never,
    defaultValues: blank,
  });
  const kind = watch('contactKind');
  const forceError = formState.isSubmitted;
  const close = () => {
    if (invite.isPending) return;
    reset(blank);
    setFailure(null);
    onClose();
  };

  return (
    <Dialog open={open} title={t('carriers.invite.title')} onClose={close}>
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit(async (values) => {
          setFailure(null);
          try {
            const relationship = await invite.mutateAsync(bodyOf(values));
            // The answer is the same shape whether it is new (201) or one the payor had (200): an
            // invitation made just now is this one.
            const created = relationship.invitedAt !== null && Date.now() - Date.parse(relationship.invitedAt) < 60_000;
            showToast({
              level: 'success',
              title: t('errors.successTitle'),
              message: t(created ? 'carriers.invite.sent' : 'carriers.invite.alreadyRelated', {
                name: relationship.payee.name,
              }),
            });
            reset(blank);
            onClose();
            navigate(carriersPaths.carrier(relationship.id));
          } catch (error) {
            if (!(error instanceof ApiError && applyServerErrors(error.fieldErrors, setError))) {
              setFailure(error instanceof ApiError && !error.isGeneric ? error.message : t('carriers.invite.failed'));
            }
          }
        })}
      >
        <p className={styles.muted}>{t('carriers.invite.intro')}</p>
        {failure ? <Alert level="error">{failure}</Alert> : null}
        <TextField
          label={t('carriers.invite.carrierName')}
          autoComplete="organization"
          error={formState.errors.carrierName?.message}
          forceError={forceError}
          {...register('carrierName')}
        />
        <div className={styles.pair}>
          <TextField
            label={t('carriers.invite.mcNumber')}
            inputMode="numeric"
            hint={t('carriers.invite.numbersHint')}
            error={formState.errors.mcNumber?.message}
            forceError={forceError}
            {...register('mcNumber', { deps: ['dotNumber'] })}
          />
          <TextField
            label={t('carriers.invite.dotNumber')}
            inputMode="numeric"
            error={formState.errors.dotNumber?.message}
            forceError={forceError}
            {...register('dotNumber')}
          />
        </div>
        <fieldset className={styles.choices}>
          <legend>{t('carriers.invite.contactKind')}</legend>
          <label className={styles.choice}>
            <input type="radio" value={InviteContactKind.Email} {...register('contactKind')} />
            {t('carriers.invite.byEmail')}
          </label>
          <label className={styles.choice}>
            <input type="radio" value={InviteContactKind.Phone} {...register('contactKind')} />
            {t('carriers.invite.byText')}
          </label>
        </fieldset>
        {kind === InviteContactKind.Email ? (
          <TextField
            key="email"
            label={t('carriers.invite.email')}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            forceError={forceError}
            {...register('email')}
          />
        ) : (
          <TextField
            key="phone"
            label={t('carriers.invite.phoneNumber')}
            type="tel"
            autoComplete="tel"
            error={formState.errors.phoneNumber?.message}
            forceError={forceError}
            {...register('phoneNumber')}
          />
        )}
        <SelectField
          label={t('carriers.invite.currency')}
          options={inviteCurrencies.map((id) => ({ value: String(id), label: currencyCodes[id] }))}
          error={formState.errors.currencyId?.message}
          {...register('currencyId')}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close} disabled={invite.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={invite.isPending} busyLabel={t('carriers.invite.sending')}>
            {t('carriers.invite.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
