import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ClaimDialog, ClaimStep } from '#shared/enums/claim-flow.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import type {
  ClaimResult,
  PayeeRelationship,
  UnclaimedRelationships,
  VerificationCodeSent,
} from '#shared/schemas/payee-relationships.ts';
import type { ContactMethodChoice } from '#shared/validation/consent.ts';
import { showToast } from '#web/components/ui/toast-store.ts';
import { relationshipPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useClaimByAuthorizationForm } from '../api/claim-by-authorization-form.ts';
import { useClaimByInvoiceDetails } from '../api/claim-by-invoice-details.ts';
import { useClaimForContactMethod } from '../api/claim-for-contact-method.ts';
import { useClaimRelationship } from '../api/claim-relationship.ts';
import { useClaimRelationships } from '../api/claim-relationships.ts';
import { useClaimWithoutVerification } from '../api/claim-without-verification.ts';
import { useCreateClaimIntent } from '../api/create-claim-intent.ts';
import { relationshipQueryOptions } from '../api/get-relationship.ts';
import { useRequestClaimHelp } from '../api/request-claim-help.ts';
import { useSendVerificationCode } from '../api/send-verification-code.ts';
import { useUpdateRelationship } from '../api/update-relationship.ts';
import { useVerifyCode } from '../api/verify-code.ts';
import type { ClaimNavigationState } from '../lib/claim-flow.ts';
import {
  claimCallFor,
  currentClaimDialog,
  type FollowUpState,
  followUpsAfter,
  followUpsDone,
  sharedContactMethods,
  successToastDue,
  type VerificationMode,
} from '../lib/claim-flow.ts';
import { AuthorizationFormDialog, type Signature } from './authorization-form-dialog.tsx';
import { ClaimMoreDialog } from './claim-more-dialog.tsx';
import { CodeDialog } from './code-dialog.tsx';
import { ConfirmStep } from './confirm-step.tsx';
import { type InvoiceDetails, InvoiceDetailsDialog } from './invoice-details-dialog.tsx';
import { PaymentTermStep, type TermChoice } from './payment-term-step.tsx';
import { QuickPayDialog } from './quick-pay-dialog.tsx';

type Failure = { message: string | null; fields: Record<string, string[]> };
const noFailure: Failure = { message: null, fields: {} };

const verificationFields = new Set([
  'verificationCode',
  'invoiceOrLoadNumber',
  'invoiceOrLoadAmount',
  'mcOrDotNumber',
  'signerName',
  'signerTitle',
]);

export type ClaimWizardProps = {
  /** What was left to claim when the flow started (kept as it was while the flow runs). */
  data: UnclaimedRelationships;
  /** The payors the flow offers (one payor, or every payor of one contact method). */
  candidateIds: readonly number[];
  initialContactMethodId: number | null;
  carrierName: string;
  onCancel: () => void;
};

/**
 * The claim flow (seeds 000 §2.5, §2.6, §4): ConfirmYourRelationship → AuthenticationCodeModal →
 * PaymentTermModal → AddBankAccount. After a claim it shows at most one dialog at a time in the
 * seeds' priority (verificationCode, claimMoreBrokers, quickPay), the '{{count}} new connections'
 * toast once no 'claim more brokers' offer is pending, and then the bank account step.
 */
export function ClaimWizard({ data, candidateIds, initialContactMethodId, carrierName, onCancel }: ClaimWizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const candidates = data.relationships.filter((r) => candidateIds.includes(r.id));
  const [step, setStep] = useState<ClaimStep>(ClaimStep.ConfirmYourRelationship);
  const [selectedIds, setSelectedIds] = useState<number[]>(() => candidates.map((r) => r.id));
  const [mode, setMode] = useState<VerificationMode>('code');
  const [choice, setChoice] = useState<ContactMethodChoice | null>(null);
  const [sent, setSent] = useState<VerificationCodeSent | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [noAttemptsLeft, setNoAttemptsLeft] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [invoiceDetails, setInvoiceDetails] = useState<InvoiceDetails | null>(null);
  const [signature, setSignature] = useState<Signature | null>(null);
  const [confirmFailure, setConfirmFailure] = useState<Failure>(noFailure);
  const [dialogFailure, setDialogFailure] = useState<Failure>(noFailure);
  const [termFailure, setTermFailure] = useState<Failure>(noFailure);
  const [followUps, setFollowUps] = useState<FollowUpState>({ verifying: false, claimMoreIds: [], quickPayIds: [] });
  const [connectedIds, setConnectedIds] = useState<number[]>([]);
  const [chosenPaymentType, setChosenPaymentType] = useState<PaymentType>(PaymentType.StandardPay);
  const [claimed, setClaimed] = useState<Map<number, PayeeRelationship>>(new Map());
  const [helpRequested, setHelpRequested] = useState(false);
  const [followUpError, setFollowUpError] = useState<string | null>(null);

  const createIntent = useCreateClaimIntent();
  const send = useSendVerificationCode();
  const verify = useVerifyCode();
  const claimOne = useClaimRelationship();
  const claimMany = useClaimRelationships();
  const claimByContact = useClaimForContactMethod();
  const claimPreVerified = useClaimWithoutVerification();
  const claimByInvoice = useClaimByInvoiceDetails();
  const claimByForm = useClaimByAuthorizationForm();
  const update = useUpdateRelationship();
  const queryClient = useQueryClient();
  const requestHelp = useRequestClaimHelp();

  const selected = candidates.filter((r) => selectedIds.includes(r.id));
  const [first] = selected;
  const contactMethods = sharedContactMethods(data.contactMethods, selectedIds);
  const chosenContact = data.contactMethods.find((method) => method.id === choice?.payeeContactMethodId) ?? null;
  const initialContact =
    contactMethods.find((method) => method.id === initialContactMethodId) ??
    (contactMethods.length === 1 ? contactMethods[0] : undefined);
  const claiming =
    claimOne.isPending ||
    claimMany.isPending ||
    claimByContact.isPending ||
    claimPreVerified.isPending ||
    claimByInvoice.isPending ||
    claimByForm.isPending;

  const failureOf = (error: unknown): Failure =>
    error instanceof ApiError
      ? { message: error.isGeneric ? t('relationships.claim.genericError') : error.message, fields: error.fieldErrors }
      : { message: t('relationships.claim.genericError'), fields: {} };

  const toastConnections = (count: number) =>
    showToast({
      level: 'success',
      title: t('relationships.claim.toast.title', { count }),
      message: t('relationships.claim.toast.message', { count }),
    });

  const finish = (ids: readonly number[]) => {
    const state: ClaimNavigationState = { claimedIds: [...ids] };
    navigate(relationshipPaths.addBankAccountStep, { state });
  };

  async function sendCode(next: ContactMethodChoice) {
    setConfirmFailure(noFailure);
    setChoice(next);
    try {
      if (first) await createIntent.mutateAsync(first.id).catch(() => undefined);
      setSent(await send.mutateAsync(next));
      setMode('code');
      setCodeError(null);
      setNoAttemptsLeft(false);
      setNotice(null);
      setStep(ClaimStep.AuthenticationCodeModal);
    } catch (error) {
      setConfirmFailure(failureOf(error));
    }
  }

  async function resend() {
    if (!choice) return;
    try {
      setSent(await send.mutateAsync(choice));
      setCodeError(null);
      setNoAttemptsLeft(false);
      setNotice(t('relationships.claim.code.resent'));
    } catch (error) {
      setCodeError(failureOf(error).message);
    }
  }

  async function checkCode(entered: string) {
    if (!first || !choice) return;
    setNotice(null);
    try {
      await verify.mutateAsync({
        relationshipId: first.id,
        payeeContactMethodId: choice.payeeContactMethodId,
        verificationCode: entered,
      });
      setCode(entered);
      setCodeError(null);
      setStep(ClaimStep.PaymentTermModal);
    } catch (error) {
      const failure = failureOf(error);
      setCodeError(failure.fields.verificationCode?.join(' ') ?? failure.message);
      setNoAttemptsLeft(error instanceof ApiError && error.code === 'too_many_attempts');
    }
  }

  function chooseAlternative(next: 'invoiceDetails' | 'authorizationForm') {
    setMode(next);
    setDialogFailure(noFailure);
    setStep(ClaimStep.AuthenticationCodeModal);
  }

  async function claim(term: TermChoice): Promise<ClaimResult> {
    const call = claimCallFor({
      mode,
      selectedCount: selected.length,
      wholeContactMethod: chosenContact?.payeeRelationshipIds.every((id) => selectedIds.includes(id)) ?? false,
    });
    const relationshipId = first?.id ?? 0;
    switch (call) {
      case 'claimRelationship':
        return claimOne.mutateAsync({
          relationshipId,
          payeeContactMethodId: choice?.payeeContactMethodId ?? 0,
          verificationCode: code ?? '',
          ...term,
        });
      case 'claimRelationships':
        return claimMany.mutateAsync({
          payeeRelationshipIds: selectedIds,
          payeeContactMethodId: choice?.payeeContactMethodId ?? 0,
          verificationCode: code ?? '',
          ...term,
        });
      case 'claimForContactMethod':
        return claimByContact.mutateAsync({ payeeContactMethodId: choice?.payeeContactMethodId ?? 0, ...term });
      case 'claimWithoutVerification': {
        const results: ClaimResult[] = [];
        for (const id of selectedIds) {
          results.push(
            await claimPreVerified.mutateAsync({
              relationshipId: id,
              ...(choice ? { payeeContactMethodId: choice.payeeContactMethodId } : {}),
              ...term,
            }),
          );
        }
        return mergeResults(results);
      }
      case 'claimByInvoiceDetails':
        return claimByInvoice.mutateAsync({
          relationshipId,
          invoiceOrLoadNumber: invoiceDetails?.invoiceOrLoadNumber ?? '',
          invoiceOrLoadAmount: invoiceDetails?.invoiceOrLoadAmount ?? 0,
          ...term,
        });
      case 'claimByAuthorizationForm':
        return claimByForm.mutateAsync({
          relationshipId,
          mcOrDotNumber: signature?.mcOrDotNumber ?? '',
          signerName: signature?.signerName ?? '',
          signerTitle: signature?.signerTitle ?? '',
          ...term,
        });
    }
  }

  async function connect(term: TermChoice) {
    setTermFailure(noFailure);
    setChosenPaymentType(term.paymentType);
    let result: ClaimResult;
    try {
      result = await claim(term);
    } catch (error) {
      const failure = failureOf(error);
      const onVerification = Object.keys(failure.fields).some((field) => verificationFields.has(field));
      if (onVerification) {
        // The proof was refused (a code spent meanwhile, details that do not match): back to step 2.
        setCodeError(failure.fields.verificationCode?.join(' ') ?? null);
        setNoAttemptsLeft(error instanceof ApiError && error.code === 'too_many_attempts');
        setDialogFailure(failure);
        setStep(ClaimStep.AuthenticationCodeModal);
      } else {
        setTermFailure(failure);
      }
      return;
    }
    const ids = [...new Set([...result.claimedRelationshipIds, ...result.alreadyClaimedRelationshipIds])];
    setConnectedIds(ids);
    setClaimed(new Map(result.relationships.map((r) => [r.id, r])));
    const next = followUpsAfter(result);
    if (successToastDue(next)) toastConnections(ids.length);
    if (followUpsDone(next)) finish(ids);
    else setFollowUps(next);
  }

  async function claimMore() {
    setFollowUpError(null);
    try {
      const result = await claimByContact.mutateAsync({
        payeeContactMethodId: choice?.payeeContactMethodId ?? 0,
        isTermsAcknowledged: true,
        paymentType: chosenPaymentType,
      });
      const ids = [...new Set([...connectedIds, ...result.claimedRelationshipIds])];
      setConnectedIds(ids);
      setClaimed((current) => new Map([...current, ...result.relationships.map((r) => [r.id, r] as const)]));
      toastConnections(ids.length);
      const next: FollowUpState = {
        verifying: false,
        claimMoreIds: [],
        quickPayIds: [...new Set([...followUps.quickPayIds, ...result.followUps.quickPayRelationshipIds])],
      };
      if (followUpsDone(next)) finish(ids);
      else setFollowUps(next);
    } catch (error) {
      setFollowUpError(failureOf(error).message);
    }
  }

  function notNow() {
    setFollowUpError(null);
    toastConnections(connectedIds.length);
    const next: FollowUpState = { ...followUps, claimMoreIds: [] };
    if (followUpsDone(next)) finish(connectedIds);
    else setFollowUps(next);
  }

  async function switchToQuickPay() {
    setFollowUpError(null);
    try {
      for (const id of followUps.quickPayIds) {
        // Each on the version the claim answered it with (the claim just wrote it), else as read now.
        const version =
          claimed.get(id)?.version ?? (await queryClient.fetchQuery(relationshipQueryOptions(id))).version;
        await update.mutateAsync({ id, version, paymentType: PaymentType.QuickPay });
      }
      showToast({ level: 'success', title: t('relationships.claim.quickPay.switched') });
      finish(connectedIds);
    } catch (error) {
      setFollowUpError(failureOf(error).message);
    }
  }

  async function askForHelp() {
    if (!first) return;
    try {
      await requestHelp.mutateAsync(first.id);
      setHelpRequested(true);
    } catch (error) {
      setConfirmFailure(failureOf(error));
    }
  }

  const dialog = currentClaimDialog({
    verifying: step === ClaimStep.AuthenticationCodeModal,
    claimMoreIds: followUps.claimMoreIds,
    quickPayIds: followUps.quickPayIds,
  });
  const backToConfirm = () => {
    setDialogFailure(noFailure);
    setStep(ClaimStep.ConfirmYourRelationship);
  };

  return (
    <>
      {step === ClaimStep.PaymentTermModal ? (
        <PaymentTermStep
          relationships={selected}
          busy={claiming}
          error={termFailure.message}
          serverErrors={termFailure.fields}
          onConnect={connect}
          onBack={backToConfirm}
        />
      ) : (
        <ConfirmStep
          candidates={candidates}
          selectedIds={selectedIds}
          onSelectedChange={setSelectedIds}
          contactMethods={contactMethods}
          initialChoice={
            choice ??
            (initialContact
              ? {
                  payeeContactMethodId: initialContact.id,
                  ...(initialContact.verificationMethods[0] !== undefined
                    ? { verificationMethodTypeId: initialContact.verificationMethods[0] }
                    : {}),
                }
              : {})
          }
          busy={send.isPending}
          error={confirmFailure.message}
          serverErrors={confirmFailure.fields}
          onSendCode={sendCode}
          onContinueWithoutCode={(contactMethodId) => {
            const method = data.contactMethods.find((m) => m.id === contactMethodId);
            setChoice(
              method && method.verificationMethods[0] !== undefined
                ? { payeeContactMethodId: method.id, verificationMethodTypeId: method.verificationMethods[0] }
                : null,
            );
            setMode('preVerified');
            setStep(ClaimStep.PaymentTermModal);
          }}
          onUseInvoiceDetails={() => chooseAlternative('invoiceDetails')}
          onUseAuthorizationForm={() => chooseAlternative('authorizationForm')}
          onRequestHelp={askForHelp}
          helpRequested={helpRequested || Boolean(first?.claimRequestedAt)}
          requestingHelp={requestHelp.isPending}
          onCancel={onCancel}
        />
      )}

      <CodeDialog
        open={dialog === ClaimDialog.VerificationCode && mode === 'code'}
        sentTo={sent?.sentTo ?? ''}
        busy={verify.isPending}
        resending={send.isPending}
        codeError={codeError}
        noAttemptsLeft={noAttemptsLeft}
        notice={notice}
        onVerify={checkCode}
        onResend={resend}
        onChangeContact={backToConfirm}
        onUseInvoiceDetails={() => chooseAlternative('invoiceDetails')}
      />
      <InvoiceDetailsDialog
        open={dialog === ClaimDialog.VerificationCode && mode === 'invoiceDetails'}
        payor={first?.payor.name ?? ''}
        currencyId={first?.payor.currencyType.id ?? 1}
        initial={invoiceDetails}
        serverErrors={dialogFailure.fields}
        onContinue={(details) => {
          setInvoiceDetails(details);
          setDialogFailure(noFailure);
          setStep(ClaimStep.PaymentTermModal);
        }}
        onClose={backToConfirm}
      />
      <AuthorizationFormDialog
        open={dialog === ClaimDialog.VerificationCode && mode === 'authorizationForm'}
        payor={first?.payor.name ?? ''}
        carrier={carrierName}
        initial={signature}
        serverErrors={dialogFailure.fields}
        onContinue={(signed) => {
          setSignature(signed);
          setDialogFailure(noFailure);
          setStep(ClaimStep.PaymentTermModal);
        }}
        onClose={backToConfirm}
      />
      <ClaimMoreDialog
        open={dialog === ClaimDialog.ClaimMoreBrokers}
        relationships={data.relationships.filter((r) => followUps.claimMoreIds.includes(r.id))}
        destination={chosenContact?.destination ?? ''}
        paymentType={chosenPaymentType}
        busy={claimByContact.isPending}
        error={followUpError}
        onConnect={claimMore}
        onNotNow={notNow}
      />
      <QuickPayDialog
        open={dialog === ClaimDialog.QuickPay}
        relationships={followUps.quickPayIds.flatMap((id) => claimed.get(id) ?? [])}
        busy={update.isPending}
        error={followUpError}
        onAccept={switchToQuickPay}
        onDecline={() => finish(connectedIds)}
      />
    </>
  );
}

/** Claims made one by one, answered as one claim. */
function mergeResults(results: readonly ClaimResult[]): ClaimResult {
  const unique = (ids: number[]) => [...new Set(ids)];
  return {
    claimedRelationshipIds: unique(results.flatMap((r) => r.claimedRelationshipIds)),
    alreadyClaimedRelationshipIds: unique(results.flatMap((r) => r.alreadyClaimedRelationshipIds)),
    relationships: results.flatMap((r) => r.relationships),
    followUps: {
      claimMoreRelationshipIds: unique(results.flatMap((r) => r.followUps.claimMoreRelationshipIds)).filter(
        (id) => !results.some((r) => r.claimedRelationshipIds.includes(id)),
      ),
      quickPayRelationshipIds: unique(results.flatMap((r) => r.followUps.quickPayRelationshipIds)),
    },
  };
}
