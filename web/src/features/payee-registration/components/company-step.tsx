import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CreateCompanyForm, createCompanyFormSchema } from '#shared/validation/registration.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { runtimeConfig } from '#web/config/runtime-config.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import { useLookUpCarrier } from '../api/look-up-carrier.ts';
import { useStepFailure } from '../lib/failures.ts';
import type { FlowEvent, Proved } from '../lib/registration-flow.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import styles from './registration.module.css';
import { StepContent } from './step-content.tsx';

type Props = {
  proved: Proved;
  /** The values typed before, when the visitor comes back to edit them. */
  form: CreateCompanyForm | null;
  /** Field errors of the account call, shown on the fields they name. */
  serverErrors: Record<string, string[]>;
  dispatch: (event: FlowEvent) => void;
};

const blank: CreateCompanyForm = {
  companyName: '',
  fullName: '',
  dotNumber: '',
  mcNumber: '',
  hasNoMcOrDot: false,
  password: '',
  confirmPassword: '',
};

/**
 * Step 2, create company: names, the DOT # / MC # (or 'no MC or DOT', which empties and locks
 * both) and the password under the deployment's policy. Continue asks the federal registry.
 */
export function CompanyStep({ proved, form, serverErrors, dispatch }: Props) {
  const { t } = useTranslation();
  const lookUp = useLookUpCarrier();
  const passwordOptions = { strict: runtimeConfig().passwordPolicy === 'strict' };
  const {
    register,
    handleSubmit,
    formState,
    setError: setFieldError,
    setValue,
    clearErrors,
    control,
  } = useForm<CreateCompanyForm>({
    resolver: zodFormResolver(createCompanyFormSchema(passwordOptions), t),
    defaultValues: form ?? blank,
  });
  const failure = useStepFailure(dispatch, setFieldError);
  const [hasNoMcOrDot, password] = useWatch({ control, name: ['hasNoMcOrDot', 'password'] });
  const forceError = formState.isSubmitted;

  useEffect(() => {
    applyServerErrors(serverErrors, setFieldError);
  }, [serverErrors, setFieldError]);

  const noNumbers = register('hasNoMcOrDot', {
    onChange: (event: { target: { checked: boolean } }) => {
      if (!event.target.checked) return;
      setValue('dotNumber', '');
      setValue('mcNumber', '');
      clearErrors(['dotNumber', 'mcNumber']);
    },
  });

  async function submit(values: CreateCompanyForm) {
    failure.clear();
    try {
      const lookup = await lookUp.mutateAsync({
        registrationToken: proved.registrationToken,
        dotNumber: values.dotNumber,
        mcNumber: values.mcNumber,
        hasNoMcOrDot: values.hasNoMcOrDot,
      });
      dispatch({ type: 'looked', form: values, lookup });
    } catch (caught) {
      failure.report(caught);
    }
  }

  return (
    <StepContent
      heading={t('registration.company.heading')}
      intro={
        <>
          {t('registration.company.registeringAs')} <span className={styles.strong}>{proved.email}</span>
        </>
      }
      error={failure.error}
      onSubmit={handleSubmit(submit)}
    >
      <TextField
        label={t('registration.company.companyName')}
        autoComplete="organization"
        error={formState.errors.companyName?.message}
        forceError={forceError}
        {...register('companyName')}
      />
      <TextField
        label={t('registration.company.fullName')}
        autoComplete="name"
        error={formState.errors.fullName?.message}
        forceError={forceError}
        {...register('fullName')}
      />
      <fieldset className={styles.numbers}>
        <legend>{t('registration.company.numbersLegend')}</legend>
        <p className={styles.muted}>{t('registration.company.numbersHint')}</p>
        <div className={styles.pair}>
          <TextField
            label={t('registration.company.dotNumber')}
            inputMode="numeric"
            disabled={hasNoMcOrDot}
            error={hasNoMcOrDot ? undefined : formState.errors.dotNumber?.message}
            forceError={forceError}
            {...register('dotNumber')}
          />
          <TextField
            label={t('registration.company.mcNumber')}
            inputMode="numeric"
            disabled={hasNoMcOrDot}
            error={hasNoMcOrDot ? undefined : formState.errors.mcNumber?.message}
            forceError={forceError}
            {...register('mcNumber')}
          />
        </div>
        <Checkbox label={t('registration.company.hasNoMcOrDot')} {...noNumbers} />
      </fieldset>
      <TextField
        label={t('registration.company.password')}
        type="password"
        autoComplete="new-password"
        error={formState.errors.password?.message}
        forceError={forceError}
        {...register('password')}
      />
      <PasswordChecklist password={password ?? ''} options={passwordOptions} />
      <TextField
        label={t('registration.company.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirmPassword?.message}
        forceError={forceError}
        {...register('confirmPassword')}
      />
      <Button type="submit" block busy={formState.isSubmitting} busyLabel={t('registration.company.checking')}>
        {t('registration.company.continue')}
      </Button>
    </StepContent>
  );
}
