import { fundingAccountSubmissionSchema } from '#shared/schemas/payor-profile.ts';
import { useSubmitFundingAccount } from '../api/submit-funding-account.ts';
import { BankAccountForm } from './bank-account-form.tsx';

/**
 * A replacement funding account: routing number and account number typed twice, checked with the
 * wallet's rules (shared schema) as the user goes, then sent for LanePay's review.
 */
export function FundingAccountForm({ onDone }: { onDone: () => void }) {
  const submit = useSubmitFundingAccount();
  return (
    <BankAccountForm
      words="payorProfile.funding.form"
      schema={fundingAccountSubmissionSchema}
      busy={submit.isPending}
      submit={(values) => submit.mutateAsync(values)}
      onDone={onDone}
    />
  );
}
