import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bankTransferFeeCents } from '#shared/constants/payments.ts';
import { Country, regionsOf } from '#shared/enums/country.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import type {
  BankAccountRequest,
  BankAccountTypes,
  BankAccountValidation,
} from '#shared/schemas/payee-bank-accounts.ts';
import { type BankAccountField, bankAccountPayloadSchema } from '#shared/validation/bank-account.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import { currencyCode, localeOf, methodName } from '#web/lib/format.ts';
import { useRoutingNumberLookup } from '../api/lookup-routing-number.ts';
import { useValidateBankAccount } from '../api/validate-bank-account.ts';
import { processingTimeOf } from '../lib/processing-time.ts';
import styles from './wallet.module.css';

type Address = { addr1: string; addr2: string; city: string; state: string; postalCode: string };

/** What the form holds: text as typed (the shared schema reads the type id as a number). */
export type BankAccountFormValues = {
  countryCode: Country;
  paymentMethodTypeId: string;
  accountName: string;
  routingNumber: string;
  bankAccountNumber: string;
  confirmBankAccountNumber: string;
  intermediaryRoutingNumber: string;
  address: Address;
};

const emptyAddress: Address = { addr1: '', addr2: '', city: '', state: '', postalCode: '' };

/** Electronic methods first (the usual choice), then checks; unknown types last. */
const methodOrder: readonly number[] = [
  PaymentMethodType.Ach,
  PaymentMethodType.CadAch,
  PaymentMethodType.SameDayAch,
  PaymentMethodType.Wire,
  PaymentMethodType.Check,
  PaymentMethodType.CadCheck,
];
const rank = (id: number) => (methodOrder.includes(id) ? methodOrder.indexOf(id) : methodOrder.length);

/** The types a payee can add in a country, the usual choice first. */
function typesIn(types: BankAccountTypes, country: Country) {
  return types.bankAccountTypes
    .filter((type) => type.countryRequirements[country])
    .sort((a, b) => rank(a.id) - rank(b.id));
}

/** The payload for the chosen type: only the fields it needs in that country. */
export function payloadOf(values: BankAccountFormValues, fields: ReadonlySet<string>): BankAccountRequest {
  const pick = (field: BankAccountField, value: string) => (fields.has(field) ? value : undefined);
  const address = fields.has('address.addr1') ? values.address : undefined;
  return {
    paymentMethodTypeId: Number(values.paymentMethodTypeId),
    countryCode: values.countryCode,
    ...(values.accountName.trim() ? { accountName: values.accountName.trim() } : {}),
    routingNumber: pick('routingNumber', values.routingNumber),
    bankAccountNumber: pick('bankAccountNumber', values.bankAccountNumber),
    confirmBankAccountNumber: pick('confirmBankAccountNumber', values.confirmBankAccountNumber),
    intermediaryRoutingNumber: pick('intermediaryRoutingNumber', values.intermediaryRoutingNumber),
    ...(address ? { address } : {}),
  };
}

export type BankAccountFormProps = {
  types: BankAccountTypes;
  /** Adds the account (the page's mutation); rejects with the API's error. */
  onAdd: (payload: BankAccountRequest) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * Adding a wallet account (seeds 000 §3, §5, §7): country and type (with how fast and what it
 * costs), the fields that type needs there, checked with the shared rules as the user goes; a US
 * routing number shows its bank from the routing directory (lookup errors are ignored). 'Review'
 * asks the server to validate; the account is added only from the review.
 */
export function BankAccountForm({ types, onAdd, onCancel }: BankAccountFormProps) {
  const { t, i18n } = useTranslation();
  const [review, setReview] = useState<{ payload: BankAccountRequest; result: BankAccountValidation } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const validate = useValidateBankAccount();
  const firstUs = typesIn(types, Country.UnitedStates)[0];
  const form = useForm<BankAccountFormValues>({
    // The shared schema reads the form's text (the type id as a number): its output is what is sent.
    resolver: zodFormResolver(bankAccountPayloadSchema, t) as unknown as Resolver<BankAccountFormValues>,
    defaultValues: {
      countryCode: Country.UnitedStates,
      paymentMethodTypeId: firstUs ? String(firstUs.id) : '',
      accountName: '',
      routingNumber: '',
      bankAccountNumber: '',
      confirmBankAccountNumber: '',
      intermediaryRoutingNumber: '',
      address: emptyAddress,
    },
  });
  const { register, watch, formState, setValue, handleSubmit, setError } = form;
  const errors = formState.errors;
  const country = watch('countryCode');
  const typeId = Number(watch('paymentMethodTypeId'));
  const available = typesIn(types, country);
  const requirement = available.find((type) => type.id === typeId)?.countryRequirements[country];
  const fields = new Set(requirement?.fields.map((rule) => rule.field) ?? []);
  const required = new Set(requirement?.fields.filter((rule) => rule.required).map((rule) => rule.field) ?? []);
  const routing = watch('routingNumber');
  const lookup = useRoutingNumberLookup(routing, country === Country.UnitedStates && fields.has('routingNumber'));
  const forceError = formState.isSubmitted;
  const money = new Intl.NumberFormat(localeOf(i18n.language), {
    style: 'currency',
    currency: currencyCode(requirement?.currencyId ?? 1),
  });
  const regions = Object.entries(regionsOf(country)).map(([code, name]) => ({
    value: code,
    label: `${name} (${code})`,
  }));
  const label = (field: BankAccountField, key: string) =>
    required.has(field) ? t(`wallet.form.${key}`) : t('wallet.form.optional', { label: t(`wallet.form.${key}`) });

  async function submit(values: BankAccountFormValues) {
    setFailure(null);
    const payload = payloadOf(values, fields);
    try {
      setReview({ payload, result: await validate.mutateAsync(payload) });
    } catch (error) {
      showError(error);
    }
  }

  function showError(error: unknown) {
    if (error instanceof ApiError && applyServerErrors(error.fieldErrors, setError)) {
      setReview(null);
      return;
    }
    setFailure(error instanceof ApiError && !error.isGeneric ? error.message : t('wallet.errors.generic'));
  }

  async function add() {
    if (!review) return;
    setAdding(true);
    setFailure(null);
    try {
      await onAdd(review.payload);
    } catch (error) {
      showError(error);
    } finally {
      setAdding(false);
    }
  }

  if (review) {
    const values = form.getValues();
    return (
      <div className={`${styles.card} ${styles.form}`}>
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('wallet.review.title')}</h2>
          <p className={styles.muted}>{t('wallet.review.intro')}</p>
        </div>
        {failure ? <Alert level="error">{failure}</Alert> : null}
        <dl className={styles.review}>
          <dt>{t('wallet.review.method')}</dt>
          <dd>{methodName(Number(values.paymentMethodTypeId))}</dd>
          <dt>{t('wallet.review.destination')}</dt>
          <dd className={styles.mono}>{review.result.destinationDescription}</dd>
          {review.payload.routingNumber ? (
            <>
              <dt>{t('wallet.review.bank')}</dt>
              <dd>
                {review.result.bankName ?? t('wallet.list.unknownBank')}
                <span className={`${styles.muted} ${styles.mono}`}> · {review.payload.routingNumber}</span>
              </dd>
            </>
          ) : null}
          {review.payload.address ? (
            <>
              <dt>{t('wallet.review.address')}</dt>
              <dd>
                {[review.payload.address.addr1, review.payload.address.addr2].filter(Boolean).join(', ')}
                <br />
                {review.payload.address.city}, {review.payload.address.state} {review.payload.address.postalCode}
              </dd>
            </>
          ) : null}
          <dt>{t('wallet.review.name')}</dt>
          <dd>{review.payload.accountName ?? t('wallet.review.defaultName')}</dd>
        </dl>
        <Alert level="info">{t('wallet.review.pendingNotice')}</Alert>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setReview(null)} disabled={adding}>
            {t('wallet.review.edit')}
          </Button>
          <Button onClick={() => void add()} busy={adding} busyLabel={t('wallet.review.adding')}>
            {t('wallet.review.add')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className={`${styles.card} ${styles.form}`} noValidate onSubmit={handleSubmit(submit)}>
      {failure ? <Alert level="error">{failure}</Alert> : null}
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('wallet.form.methodTitle')}</h2>
        <div className={styles.grid}>
          <SelectField
            label={t('wallet.form.country')}
            options={[
              { value: Country.UnitedStates, label: t('wallet.countries.US') },
              { value: Country.Canada, label: t('wallet.countries.CA') },
            ]}
            {...register('countryCode', {
              onChange: (event: { target: { value: Country } }) => {
                const next = typesIn(types, event.target.value)[0];
                setValue('paymentMethodTypeId', next ? String(next.id) : '');
                setValue('address.state', '');
              },
            })}
          />
        </div>
        <fieldset className={styles.methods}>
          <legend className={styles.legend}>{t('wallet.form.method')}</legend>
          {available.map((type) => {
            const time = processingTimeOf(type.id);
            const fee = bankTransferFeeCents[type.id as PaymentMethodType];
            return (
              <label key={type.id} className={styles.method}>
                <input type="radio" value={String(type.id)} {...register('paymentMethodTypeId')} />
                <span className={styles.methodName}>{methodName(type.id)}</span>
                <span className={styles.methodMeta}>
                  {time
                    ? t(time.unit === 'days' ? 'wallet.form.arrivesDays' : 'wallet.form.arrivesMinutes', {
                        min: time.min,
                        max: time.max,
                      })
                    : t('wallet.form.arrivesUnknown')}
                </span>
                <span className={styles.methodMeta}>
                  {fee ? t('wallet.form.fee', { fee: money.format(fee / 100) }) : t('wallet.form.noFee')}
                </span>
              </label>
            );
          })}
        </fieldset>
        {errors.paymentMethodTypeId?.message ? <Alert level="error">{errors.paymentMethodTypeId.message}</Alert> : null}
      </div>

      {fields.has('routingNumber') ? (
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('wallet.form.accountTitle')}</h2>
          <div className={styles.grid}>
            <div className={styles.full}>
              <TextField
                label={label('routingNumber', 'routingNumber')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={9}
                hint={t(country === Country.Canada ? 'wallet.form.routingHintCa' : 'wallet.form.routingHintUs')}
                error={errors.routingNumber?.message}
                forceError={forceError}
                {...register('routingNumber')}
              />
              {lookup.data ? (
                <p className={styles.lookup} aria-live="polite">
                  {t('wallet.form.bankFound', {
                    bank: lookup.data.bankName,
                    city: lookup.data.city,
                    state: lookup.data.state,
                  })}
                </p>
              ) : null}
            </div>
            <TextField
              label={label('bankAccountNumber', 'accountNumber')}
              inputMode="numeric"
              autoComplete="off"
              error={errors.bankAccountNumber?.message}
              forceError={forceError}
              {...register('bankAccountNumber')}
            />
            <TextField
              label={label('confirmBankAccountNumber', 'confirmAccountNumber')}
              inputMode="numeric"
              autoComplete="off"
              onPaste={(event) => event.preventDefault()}
              error={errors.confirmBankAccountNumber?.message}
              forceError={forceError}
              {...register('confirmBankAccountNumber')}
            />
            {fields.has('intermediaryRoutingNumber') ? (
              <TextField
                className={styles.full}
                label={label('intermediaryRoutingNumber', 'intermediaryRoutingNumber')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={9}
                error={errors.intermediaryRoutingNumber?.message}
                forceError={forceError}
                {...register('intermediaryRoutingNumber')}
              />
            ) : null}
          </div>
        </div>
      ) : null}

      {fields.has('address.addr1') ? (
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>
            {t(fields.has('routingNumber') ? 'wallet.form.beneficiaryAddress' : 'wallet.form.mailingAddress')}
          </h2>
          <div className={styles.grid}>
            <TextField
              className={styles.full}
              label={label('address.addr1', 'addr1')}
              autoComplete="address-line1"
              error={errors.address?.addr1?.message}
              forceError={forceError}
              {...register('address.addr1')}
            />
            <TextField
              className={styles.full}
              label={label('address.addr2', 'addr2')}
              autoComplete="address-line2"
              error={errors.address?.addr2?.message}
              forceError={forceError}
              {...register('address.addr2')}
            />
            <TextField
              label={label('address.city', 'city')}
              autoComplete="address-level2"
              error={errors.address?.city?.message}
              forceError={forceError}
              {...register('address.city')}
            />
            <SelectField
              label={label('address.state', country === Country.Canada ? 'province' : 'state')}
              options={regions}
              placeholder={t('wallet.form.choose')}
              error={forceError ? errors.address?.state?.message : undefined}
              {...register('address.state')}
            />
            <TextField
              label={label('address.postalCode', country === Country.Canada ? 'postalCode' : 'zipCode')}
              autoComplete="postal-code"
              error={errors.address?.postalCode?.message}
              forceError={forceError}
              {...register('address.postalCode')}
            />
          </div>
        </div>
      ) : null}

      <div className={styles.section}>
        <TextField
          label={t('wallet.form.optional', { label: t('wallet.form.accountName') })}
          hint={t('wallet.form.accountNameHint')}
          maxLength={50}
          error={errors.accountName?.message}
          forceError={forceError}
          {...register('accountName')}
        />
      </div>

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={formState.isSubmitting} busyLabel={t('wallet.form.checking')}>
          {t('wallet.form.review')}
        </Button>
      </div>
    </form>
  );
}
