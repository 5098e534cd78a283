import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { zodFormResolver } from '#web/lib/form-resolver.ts';
import { useForwardRegistration } from '../api/forward-registration.ts';
import { useStepFailure } from '../lib/failures.ts';
import { type InviteForm, inviteFormSchema } from '../lib/forms.ts';
import type { FlowEvent, Proved } from '../lib/registration-flow.ts';
import { StepContent } from './step-content.tsx';

/** Not authorized: the visitor (email proved) invites the person who can register the company. */
export function ForwardInvite({ proved, dispatch }: { proved: Proved; dispatch: (event: FlowEvent) => void }) {
  const { t } = useTranslation();
  const forward = useForwardRegistration();
  const {
    register,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<InviteForm>({
    resolver: zodFormResolver(inviteFormSchema, t),
    defaultValues: { email: '', name: '', companyName: '', fromName: '' },
  });
  const failure = useStepFailure(dispatch, setFieldError);
  const forceError = formState.isSubmitted;

  async function submit(values: InviteForm) {
    failure.clear();
    try {
      await forward.mutateAsync({ ...values, registrationToken: proved.registrationToken });
      dispatch({
        type: 'invited',
        invitee: { email: values.email, name: values.name, companyName: values.companyName },
      });
    } catch (caught) {
      failure.report(caught);
    }
  }

  return (
    <StepContent
      heading={t('registration.forward.heading')}
      intro={t('registration.forward.intro')}
      error={failure.error}
      onSubmit={handleSubmit(submit)}
    >
      <TextField
        label={t('registration.forward.email')}
        type="email"
        autoComplete="off"
        error={formState.errors.email?.message}
        forceError={forceError}
        {...register('email')}
      />
      <TextField
        label={t('registration.forward.name')}
        autoComplete="off"
        error={formState.errors.name?.message}
        forceError={forceError}
        {...register('name')}
      />
      <TextField
        label={t('registration.forward.companyName')}
        autoComplete="organization"
        error={formState.errors.companyName?.message}
        forceError={forceError}
        {...register('companyName')}
      />
      <TextField
        label={t('registration.forward.fromName')}
        autoComplete="name"
        error={formState.errors.fromName?.message}
        forceError={forceError}
        {...register('fromName')}
      />
      <Button type="submit" block busy={formState.isSubmitting} busyLabel={t('registration.forward.sending')}>
        {t('registration.forward.send')}
      </Button>
    </StepContent>
  );
}
