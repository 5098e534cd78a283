import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usStates } from '#shared/enums/country.ts';
import {
  type FactorCompanyDetailsInput,
  type FactorProfile,
  factorCompanyDetailsChangeSchema,
  remittanceEmailChangeSchema,
} from '#shared/schemas/factor-profile.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { ApiError, isConflict } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import { useFactorProfile } from '../api/get-factor-profile.ts';
import { useUpdateCompanyDetails } from '../api/update-company-details.ts';
import { useUpdateRemittanceEmail } from '../api/update-remittance-email.ts';
import { formatPhone } from '../lib/display.ts';
import styles from './profile.module.css';

/**
 * Profile → Company: the factor as LanePay has it on record (its address and contact, which its user
 * administrators correct), and where its remittance advice goes.
 */
export function FactorCompanyPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const profile = useFactorProfile();
  if (profile.isPending) return <Skeleton kind="list" />;
  const data = profile.data;
  if (!data) return <Alert level="error">{t('factorProfile.loadFailed')}</Alert>;
  return (
    <>
      <CompanyDetailsCard profile={data} canChange={canChange} />
      <RemittanceEmailCard profile={data} canChange={canChange} />
    </>
  );
}

type DetailsValues = {
  address: { line1: string; line2: string; city: string; state: string; postalCode: string };
  contact: { name: string; email: string; phone: string };
};

function detailsOf(profile: FactorProfile): DetailsValues {
  const { address, contact } = profile;
  return {
    address: {
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postalCode: address?.postalCode ?? '',
    },
    contact: {
      name: contact?.name ?? '',
      email: contact?.email ?? '',
      phone: formatPhone(contact?.phone ?? null) ?? '',
    },
  };
}

const stateOptions = Object.entries(usStates).map(([code, name]) => ({ value: code, label: `${name} (${code})` }));

/**
 * The company as LanePay has it on record. Its user administrators correct the address and contact
 * on the version shown, as the remittance email is changed; each edit has its own Idempotency-Key,
 * so a save retried after a lost answer changes nothing twice.
 */
function CompanyDetailsCard({ profile, canChange }: { profile: FactorProfile; canChange: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateCompanyDetails();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const editKey = useRef('');
  const form = useForm<DetailsValues>({
    resolver: zodFormResolver(factorCompanyDetailsChangeSchema, t) as unknown as Resolver<DetailsValues>,
    defaultValues: detailsOf(profile),
  });
  const { errors, isSubmitted } = form.formState;
  // The resolver names a nested field by its dotted path; `get` reads either form.
  const errorOf = (field: string) => (get(errors as FieldErrors, field) as { message?: string } | undefined)?.message;
  const notOnRecord = <span className={styles.muted}>{t('factorProfile.company.notOnRecord')}</span>;
  const { address, contact } = profile;

  const save = (values: DetailsValues) =>
    saveOnVersion({
      send: () =>
        update.mutateAsync({
          body: values as FactorCompanyDetailsInput,
          version: profile.version,
          idempotencyKey: editKey.current,
        }),
      saved: t('factorProfile.company.saved'),
      setError: form.setError,
      setFailure,
      close: () => setEditing(false),
      t,
    });

  const text = (field: Path<DetailsValues>, label: string, autoComplete: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      error={errorOf(field)}
      forceError={isSubmitted}
      {...form.register(field)}
    />
  );

  return (
    <section className={cardStyles.card} aria-labelledby="factor-company-heading">
      <div className={styles.stack}>
        <h2 id="factor-company-heading" className={styles.cardTitle}>
          {t('factorProfile.company.heading')}
        </h2>
        <p className={styles.muted}>
          {t(canChange ? 'factorProfile.company.introAdmin' : 'factorProfile.company.intro')}
        </p>
      </div>
      {failure ? <Alert level="error">{failure}</Alert> : null}
      {editing ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={form.handleSubmit(save)}
          aria-label={t('factorProfile.company.formLabel')}
          data-testid="factor-company-form"
        >
          <fieldset className={styles.fieldGroup}>
            <legend className={styles.fieldGroupTitle}>{t('factorProfile.company.address')}</legend>
            {text('address.line1', t('factorProfile.company.line1'), 'address-line1')}
            {text('address.line2', t('factorProfile.company.line2'), 'address-line2')}
            <div className={styles.fieldRow}>
              {text('address.city', t('factorProfile.company.city'), 'address-level2')}
              <SelectField
                label={t('factorProfile.company.state')}
                options={stateOptions}
                placeholder={t('factorProfile.company.choose')}
                autoComplete="address-level1"
                error={isSubmitted ? errorOf('address.state') : undefined}
                {...form.register('address.state')}
              />
              {text('address.postalCode', t('factorProfile.company.postalCode'), 'postal-code')}
            </div>
          </fieldset>
          <fieldset className={styles.fieldGroup}>
            <legend className={styles.fieldGroupTitle}>{t('factorProfile.company.contact')}</legend>
            {text('contact.name', t('factorProfile.company.contactName'), 'name')}
            <div className={styles.fieldRow}>
              {text('contact.email', t('factorProfile.company.contactEmail'), 'email', 'email')}
              {text('contact.phone', t('factorProfile.company.contactPhone'), 'tel', 'tel')}
            </div>
          </fieldset>
          <FormActions words="factorProfile.company" pending={update.isPending} onCancel={() => setEditing(false)} />
        </form>
      ) : (
        <>
          <dl className={styles.details} data-testid="factor-company">
            <dt>{t('factorProfile.company.name')}</dt>
            <dd>{profile.name}</dd>
            <dt>{t('factorProfile.company.address')}</dt>
            <dd>
              {address ? (
                <>
                  {[address.line1, address.line2].filter(Boolean).join(', ')}
                  <br />
                  {`${address.city}, ${address.state} ${address.postalCode}`}
                </>
              ) : (
                notOnRecord
              )}
            </dd>
            <dt>{t('factorProfile.company.contact')}</dt>
            <dd>
              {contact
                ? [contact.name, contact.email, formatPhone(contact.phone)].filter(Boolean).join(' · ')
                : notOnRecord}
            </dd>
          </dl>
          {canChange ? (
            <div className={styles.formActions}>
              <Button
                variant="secondary"
                onClick={() => {
                  form.reset(detailsOf(profile));
                  editKey.current = crypto.randomUUID();
                  setFailure(null);
                  setEditing(true);
                }}
              >
                {t('factorProfile.company.change')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

type Values = { remittanceEmail: string };

/** Where the daily remittance advice goes: a user administrator changes it on the version shown. */
function RemittanceEmailCard({ profile, canChange }: { profile: FactorProfile; canChange: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateRemittanceEmail();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodFormResolver(remittanceEmailChangeSchema, t) as Resolver<Values>,
    defaultValues: { remittanceEmail: profile.remittanceEmail ?? '' },
  });
  const { errors, isSubmitted } = form.formState;

  const save = (values: Values) =>
    saveOnVersion({
      send: () => update.mutateAsync({ remittanceEmail: values.remittanceEmail, version: profile.version }),
      saved: t('factorProfile.remittance.saved'),
      setError: form.setError,
      setFailure,
      close: () => setEditing(false),
      t,
    });

  return (
    <section className={cardStyles.card} aria-labelledby="factor-remittance-heading" data-testid="factor-remittance">
      <div className={styles.stack}>
        <h2 id="factor-remittance-heading" className={styles.cardTitle}>
          {t('factorProfile.remittance.heading')}
        </h2>
        <p className={styles.muted}>{t('factorProfile.remittance.intro')}</p>
      </div>
      {failure ? <Alert level="error">{failure}</Alert> : null}
      {editing ? (
        <form className={styles.form} noValidate onSubmit={form.handleSubmit(save)}>
          <TextField
            label={t('factorProfile.remittance.email')}
            type="email"
            autoComplete="email"
            error={errors.remittanceEmail?.message}
            forceError={isSubmitted}
            {...form.register('remittanceEmail')}
          />
          <FormActions words="factorProfile.remittance" pending={update.isPending} onCancel={() => setEditing(false)} />
        </form>
      ) : (
        <>
          <dl className={styles.details}>
            <dt>{t('factorProfile.remittance.email')}</dt>
            <dd data-testid="remittance-email">
              {profile.remittanceEmail ?? <span className={styles.muted}>{t('factorProfile.remittance.none')}</span>}
            </dd>
          </dl>
          {canChange ? (
            <div className={styles.formActions}>
              <Button
                variant="secondary"
                onClick={() => {
                  form.reset({ remittanceEmail: profile.remittanceEmail ?? '' });
                  setEditing(true);
                }}
              >
                {t('factorProfile.remittance.change')}
              </Button>
            </div>
          ) : (
            <Alert level="info">{t('factorProfile.readOnlyNote')}</Alert>
          )}
        </>
      )}
    </section>
  );
}

/** An editing card's Cancel and Save, in the words under `words` (`cancel`, `save`, `saving`). */
function FormActions({ words, pending, onCancel }: { words: string; pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.formActions}>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {t(`${words}.cancel`)}
      </Button>
      <Button type="submit" busy={pending} busyLabel={t(`${words}.saving`)}>
        {t(`${words}.save`)}
      </Button>
    </div>
  );
}

/**
 * A card's change on the profile's version: saved, the editor closes with a toast; a conflict (the
 * profile has been read again) closes it too and says why; field errors go onto their fields, and
 * anything else is the card's message.
 */
async function saveOnVersion<V extends FieldValues>(input: {
  send: () => Promise<unknown>;
  saved: string;
  setError: UseFormSetError<V>;
  setFailure: (message: string | null) => void;
  close: () => void;
  t: TFunction;
}): Promise<void> {
  input.setFailure(null);
  try {
    await input.send();
    showToast({ level: 'success', title: input.t('errors.successTitle'), message: input.saved });
    input.close();
  } catch (error) {
    if (isConflict(error)) {
      input.setFailure(error.message);
      input.close();
      return;
    }
    if (error instanceof ApiError && applyServerErrors(error.fieldErrors, input.setError)) return;
    input.setFailure(
      error instanceof ApiError && !error.isGeneric ? error.message : input.t('profile.errors.notSaved'),
    );
  }
}
