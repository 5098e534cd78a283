import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layouts/page.tsx';
import { CodeStep } from '../components/code-step.tsx';
import { CompanyStep } from '../components/company-step.tsx';
import { ConfirmStep } from '../components/confirm-step.tsx';
import { EmailStep } from '../components/email-step.tsx';
import { ForwardInvite } from '../components/forward-invite.tsx';
import {
  AccountExistsPage,
  CompanyExistsPage,
  ExpiredPage,
  ForwardSentPage,
  NoMatchPage,
  SuccessPage,
} from '../components/outcome-pages.tsx';
import { RegistrationLayout } from '../components/registration-layout.tsx';
import { StepHeader } from '../components/step-header.tsx';
import {
  type FlowEvent,
  initialStage,
  nextStage,
  type Stage,
  type StageKind,
  stepOf,
} from '../lib/registration-flow.ts';

/** Pages with a log-in button of their own leave out the 'Already have an account?' line. */
const leadsToLogin = new Set<StageKind>(['accountExists', 'forwardSent', 'companyExists', 'success']);

/**
 * `/register-payee` (seeds 000 §2.4): a new carrier proves their email, describes the company,
 * confirms it against the federal registry and gets an account, then logs in and sets up MFA.
 * The registration token lives only in this component's state: leaving the page forgets it.
 */
export function RegisterPayeeRoute() {
  const { t } = useTranslation();
  const [stage, dispatch] = useReducer(nextStage, initialStage);
  useScrollToTopOnChange(stage.kind);
  return (
    <RegistrationLayout step={stepOf(stage)} showLogInLink={!leadsToLogin.has(stage.kind)}>
      <Page title={t(`registration.${stage.kind}.pageTitle`)}>
        <StepHeader stage={stage} />
        <StageView stage={stage} dispatch={dispatch} />
      </Page>
    </RegistrationLayout>
  );
}

function StageView({ stage, dispatch }: { stage: Stage; dispatch: (event: FlowEvent) => void }) {
  switch (stage.kind) {
    case 'email':
      return <EmailStep email={stage.email} authorized={stage.authorized} dispatch={dispatch} />;
    case 'code':
      return <CodeStep key={stage.email} email={stage.email} dispatch={dispatch} />;
    case 'accountExists':
      return <AccountExistsPage email={stage.email} dispatch={dispatch} />;
    case 'forward':
      return <ForwardInvite proved={stage.proved} dispatch={dispatch} />;
    case 'forwardSent':
      return <ForwardSentPage invitee={stage.invitee} />;
    case 'company':
      return (
        <CompanyStep proved={stage.proved} form={stage.form} serverErrors={stage.serverErrors} dispatch={dispatch} />
      );
    case 'confirm':
      return <ConfirmStep proved={stage.proved} form={stage.form} carrier={stage.carrier} dispatch={dispatch} />;
    case 'noMatch':
      return <NoMatchPage form={stage.form} dispatch={dispatch} />;
    case 'companyExists':
      return <CompanyExistsPage dispatch={dispatch} />;
    case 'success':
      return <SuccessPage email={stage.email} companyName={stage.companyName} />;
    case 'expired':
      return <ExpiredPage message={stage.message} dispatch={dispatch} />;
  }
}

/** A new page of the flow starts at the top (on a phone the previous one may have been scrolled far). */
function useScrollToTopOnChange(kind: StageKind) {
  const previous = useRef(kind);
  useEffect(() => {
    if (previous.current === kind) return;
    previous.current = kind;
    window.scrollTo(0, 0);
  }, [kind]);
}
