import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as z from 'zod';
import { maxPaperworkFileSizeInMB } from '#shared/constants/paperwork.ts';
import { BillDocumentStatus, ImageType } from '#shared/enums/paperwork.ts';
import { type Bill, createBillBodySchema } from '#shared/schemas/bills.ts';
import { brokerSchema } from '#shared/validation/paperwork.ts';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import { ChargesEditor } from '#web/components/paperwork/charges-editor.tsx';
import { DocumentsList } from '#web/components/paperwork/documents-list.tsx';
import { FileDropZone } from '#web/components/paperwork/file-drop-zone.tsx';
import type { TypeaheadOption } from '#web/components/paperwork/typeahead.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paperworkPaths } from '#web/config/paths.ts';
import { ApiError, isConflict } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import { useFormatters } from '#web/lib/format.ts';
import { storeBill } from '#web/lib/paperwork/bill-cache.ts';
import {
  type ChargesValue,
  chargeErrors,
  chargesTotal,
  draftsFromCharges,
  emptyCharges,
} from '#web/lib/paperwork/charge-drafts.ts';
import { createBill } from '#web/lib/paperwork/create-bill.ts';
import { useDeleteCharge } from '#web/lib/paperwork/delete-charge.ts';
import { useDeleteDocument } from '#web/lib/paperwork/delete-document.ts';
import { billQueryOptions } from '#web/lib/paperwork/get-bill.ts';
import { useImageTypes } from '#web/lib/paperwork/get-paperwork-types.ts';
import { missingDocTypes, type PendingFile, updatePendingFile } from '#web/lib/paperwork/pending-files.ts';
import { saveCharges } from '#web/lib/paperwork/save-charges.ts';
import { updateBillByPayee } from '#web/lib/paperwork/update-bill-by-payee.ts';
import { uploadDocument } from '#web/lib/paperwork/upload-document.ts';
import { type BillFlowStep, type BillIntent, runBillFlow } from '../lib/bill-flow.ts';
import { BrokerTypeahead } from './broker-typeahead.tsx';
import styles from './paperwork.module.css';

type FormValues = { payor: TypeaheadOption | null; loadOrInvoiceNumber: string };

/** The bill's own fields, checked with the shared rules ('A valid broker must be selected.'). */
const fieldsSchema = z.object({
  payor: z.object({ id: brokerSchema, name: z.string() }, { error: 'paperwork.validation.broker' }),
  loadOrInvoiceNumber: createBillBodySchema.shape.loadOrInvoiceNumber,
});

const allImageTypeIds = Object.values(ImageType);

/** Server field paths onto the form's fields. */
const serverFieldNames: Record<string, keyof FormValues> = {
  payorId: 'payor',
  loadOrInvoiceNumber: 'loadOrInvoiceNumber',
};

export type BillFormProps = {
  /** The bill being edited; null on the new screen. */
  bill: Bill | null;
  /** Payee admin or billing: may submit. A driver sends to the administrator instead. */
  canSubmit: boolean;
  /** After a successful run: where to go is the page's choice. */
  onDone: (bill: Bill, intent: BillIntent) => void;
  /** Leaves without saving. */
  cancelTo: string;
};

/**
 * The carrier's bill form (seeds 000 §2.5, §4, §5), for a new bill and for one it may still
 * change: the broker, the load or invoice number, the linehaul and accessorials, the documents
 * with their doc types. Saving creates or updates the bill, saves the charges, uploads each file
 * with its own progress, then (when asked) submits it. If a step fails the bill stays an
 * incomplete draft, the form keeps everything entered, and saving again carries on. Every change is
 * made on the version of the bill the form shows; when someone else changed the bill meanwhile
 * (409), the form says so and shows the bill as it is now (the files not uploaded yet are kept).
 */
export function BillForm({ bill: initialBill, canSubmit, onDone, cancelTo }: BillFormProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const queryClient = useQueryClient();
  const imageTypes = useImageTypes();
  const deleteCharge = useDeleteCharge();
  const deleteDocument = useDeleteDocument();
  const [bill, setBill] = useState<Bill | null>(initialBill);
  const [charges, setCharges] = useState<ChargesValue>(() =>
    initialBill ? draftsFromCharges(initialBill.charges) : emptyCharges(),
  );
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [running, setRunning] = useState<BillIntent | null>(null);
  const [step, setStep] = useState<BillFlowStep | null>(null);
  const [attempted, setAttempted] = useState<BillIntent | null>(null);
  const [serverCharges, setServerCharges] = useState<Record<string, string>>({});
  const [documentsError, setDocumentsError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ title: string; messages: string[]; draft: Bill | null } | null>(null);
  const editing = initialBill !== null;
  const currencyId = bill?.currencyTypeId ?? 1;

  const form = useForm<FormValues>({
    resolver: zodFormResolver(fieldsSchema, t) as unknown as Resolver<FormValues>,
    defaultValues: {
      payor: initialBill ? { id: initialBill.payorId, name: initialBill.payorName } : null,
      loadOrInvoiceNumber: initialBill?.loadOrInvoiceNumber ?? '',
    },
  });
  const { register, handleSubmit, setError, watch, setValue, formState } = form;
  const payor = watch('payor');
  const loadNumber = watch('loadOrInvoiceNumber');

  const submitting = attempted === 'submit';
  const chargeMessages = useMemo(() => {
    const keys = chargeErrors(charges, { submitting });
    const messages: Record<string, string> = {};
    for (const [key, value] of Object.entries(keys)) if (value) messages[key] = t(value);
    return { ...messages, ...serverCharges };
  }, [charges, submitting, serverCharges, t]);
  const imageTypeIds = imageTypes.data?.imageTypes.map((type) => type.id) ?? allImageTypeIds;

  function describeError(error: unknown): string {
    if (error instanceof ApiError) {
      const fieldMessages = Object.values(error.fieldErrors).flat();
      if (fieldMessages.length > 0) return fieldMessages.join(' ');
      if (!error.isGeneric) return error.message;
      if (error.status === 0) return t('paperwork.form.networkFailed');
    }
    return t('paperwork.form.uploadFailed');
  }

  /**
   * The bill changed since this form loaded it (a 409): read it again and start the form from it,
   * so the user sees what the other change did and makes theirs on it. Files not uploaded yet stay.
   */
  async function reloadFromServer(billId: string): Promise<void> {
    const fresh = await queryClient.fetchQuery({ ...billQueryOptions(billId), staleTime: 0 });
    setBill(fresh);
    setCharges(draftsFromCharges(fresh.charges));
    setServerCharges({});
    form.reset({
      payor: { id: fresh.payorId, name: fresh.payorName },
      loadOrInvoiceNumber: fresh.loadOrInvoiceNumber,
    });
  }

  /** A change refused because the bill changed meanwhile reloads it; the caller still reports the refusal. */
  async function reloadOnConflict(error: unknown, billId: string): Promise<void> {
    if (isConflict(error)) await reloadFromServer(billId).catch(() => undefined);
  }

  /** The server's field errors onto the fields they name; what is left is returned for the alert. */
  function placeServerErrors(error: ApiError): string[] {
    const rest: string[] = [];
    const forForm: Record<string, string[]> = {};
    const nextCharges: Record<string, string> = {};
    for (const [path, messages] of Object.entries(error.fieldErrors)) {
      const field = serverFieldNames[path];
      if (field) forForm[field] = messages;
      else if (path === 'charges.linehaul' || path === 'linehaul' || path === 'charges') {
        nextCharges.linehaul = messages.join(' ');
      } else if (path === 'documents' || path.startsWith('documents.')) setDocumentsError(messages.join(' '));
      else rest.push(...messages);
    }
    applyServerErrors(forForm, setError);
    setServerCharges(nextCharges);
    return rest;
  }

  async function run(values: FormValues, intent: BillIntent) {
    setAttempted(intent);
    setFailure(null);
    setServerCharges({});
    setDocumentsError(undefined);
    const blocking = {
      ...chargeErrors(charges, { submitting: intent === 'submit' }),
      ...missingDocTypes(files),
    };
    if (Object.keys(blocking).length > 0 || !values.payor) return;
    setRunning(intent);
    const result = await runBillFlow(
      {
        bill,
        fields: { payorId: values.payor.id, loadOrInvoiceNumber: values.loadOrInvoiceNumber.trim() },
        charges,
        files,
        intent,
      },
      { createBill, updateBillByPayee, saveCharges, uploadDocument },
      {
        onBill: (next) => {
          setBill(next);
          void storeBill(queryClient, next);
        },
        onStep: setStep,
        onFile: (key, change) => setFiles((current) => updatePendingFile(current, key, change)),
        describeError,
      },
    );
    setRunning(null);
    setStep(null);
    if (result.ok) {
      onDone(result.bill, intent);
      return;
    }
    const error = result.error;
    if (isConflict(error) && result.bill) {
      await reloadOnConflict(error, result.bill.id);
      setFailure({
        title: t('paperwork.form.failure.title'),
        messages: [error.message, t('paperwork.form.failure.reloaded')],
        draft: null,
      });
      return;
    }
    let messages: string[] = [];
    if (error instanceof ApiError) {
      const unplaced = placeServerErrors(error);
      const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
      if (!hasFieldErrors) {
        messages.push(
          !error.isGeneric
            ? error.message
            : error.status === 0
              ? t('paperwork.form.networkFailed')
              : t('paperwork.form.failure.generic'),
        );
      }
      messages.push(...unplaced);
      if (hasFieldErrors && unplaced.length === 0) messages.push(t('paperwork.form.failure.seeFields'));
    } else messages.push(t('paperwork.form.failure.generic'));
    // Each file that failed says why under its name.
    if (result.step === 'uploads') messages = [t('paperwork.form.failure.uploads')];
    setFailure({
      title:
        result.bill && !editing
          ? t('paperwork.form.failure.draftTitle')
          : result.step === 'submit'
            ? t('paperwork.form.failure.submitTitle')
            : t('paperwork.form.failure.title'),
      messages,
      draft: result.bill && !editing ? result.bill : null,
    });
  }

  /** Every check speaks at once: the fields' (react-hook-form), the charges' and the files'. */
  function start(intent: BillIntent, event: { preventDefault: () => void }) {
    event.preventDefault();
    setAttempted(intent);
    void handleSubmit((values) => run(values, intent))();
  }

  const busy = running !== null;
  const actions: { intent: BillIntent; label: string; busyLabel: string; variant: 'primary' | 'secondary' }[] =
    canSubmit
      ? [
          {
            intent: 'submit',
            label: editing ? t('paperwork.form.saveAndSubmit') : t('paperwork.form.submit'),
            busyLabel: t('paperwork.form.submitting'),
            variant: 'primary',
          },
          {
            intent: 'draft',
            label: editing ? t('paperwork.form.save') : t('paperwork.form.saveDraft'),
            busyLabel: t('paperwork.form.saving'),
            variant: 'secondary',
          },
        ]
      : editing
        ? [
            {
              intent: 'draft',
              label: t('paperwork.form.save'),
              busyLabel: t('paperwork.form.saving'),
              variant: 'primary',
            },
          ]
        : [
            {
              intent: 'sendToAdmin',
              label: t('paperwork.form.sendToAdmin'),
              busyLabel: t('paperwork.form.sending'),
              variant: 'primary',
            },
          ];

  const pendingCount = files.filter((item) => item.status !== 'uploaded').length;
  const attachedCount =
    bill?.documents.filter((document) => document.status === BillDocumentStatus.Attached).length ?? 0;

  const actionPanel = (
    <section className={styles.actionPanel} aria-label={t('paperwork.form.actionsLabel')}>
      <h2 className={styles.panelTitle}>{t('paperwork.form.reviewTitle')}</h2>
      <dl className={styles.reviewList}>
        <div>
          <dt>{t('paperwork.summary.payor')}</dt>
          <dd>{payor?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('paperwork.summary.loadNumber')}</dt>
          <dd>{loadNumber.trim() || '—'}</dd>
        </div>
        <div>
          <dt>{t('paperwork.summary.documents')}</dt>
          <dd>{format.count(attachedCount + pendingCount)}</dd>
        </div>
        <div className={styles.reviewTotal}>
          <dt>{t('paperwork.summary.total')}</dt>
          <dd data-testid="form-total">{format.money(chargesTotal(charges), currencyId)}</dd>
        </div>
      </dl>
      {canSubmit ? null : <p className={styles.panelNote}>{t('paperwork.form.driverNote')}</p>}
      {step ? (
        <p className={styles.stepLine} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t(`paperwork.form.steps.${step}`)}
        </p>
      ) : null}
      <div className={styles.panelActions}>
        {actions.map((action) => (
          <Button
            key={action.intent}
            variant={action.variant}
            block
            busy={running === action.intent}
            busyLabel={action.busyLabel}
            disabled={busy}
            onClick={(event) => start(action.intent, event)}
            data-intent={action.intent}
          >
            {action.label}
          </Button>
        ))}
        <Link
          to={cancelTo}
          className={styles.cancelLink}
          aria-disabled={busy || undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          {t('paperwork.actions.cancel')}
        </Link>
      </div>
    </section>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        start(actions[0]?.intent ?? 'draft', event);
      }}
    >
      <ShowPage
        main={
          <>
            {failure ? (
              <Alert level="error" title={failure.title}>
                {failure.messages.map((message) => (
                  <span key={message} className={styles.alertLine}>
                    {message}
                  </span>
                ))}
                {failure.draft ? (
                  <span className={styles.alertLine}>
                    {t('paperwork.form.failure.draftKept')}{' '}
                    <Link to={paperworkPaths.bill(failure.draft.id)}>{t('paperwork.form.failure.openDraft')}</Link>
                  </span>
                ) : null}
              </Alert>
            ) : null}
            <section className={styles.formCard} aria-labelledby="bill-load-title">
              <h2 id="bill-load-title" className={styles.sectionTitle}>
                {t('paperwork.form.loadTitle')}
              </h2>
              <div className={styles.formGrid}>
                <BrokerTypeahead
                  value={payor}
                  onChange={(next) => setValue('payor', next, { shouldValidate: formState.isSubmitted })}
                  error={formState.errors.payor?.message}
                  forceError={formState.isSubmitted}
                  // A bill its payor created stays with that payor.
                  disabled={busy || bill?.createdByPayor === true}
                />
                <TextField
                  label={t('paperwork.form.loadNumber')}
                  hint={t('paperwork.form.loadNumberHint')}
                  autoComplete="off"
                  maxLength={64}
                  error={formState.errors.loadOrInvoiceNumber?.message}
                  forceError={formState.isSubmitted}
                  disabled={busy}
                  {...register('loadOrInvoiceNumber')}
                />
              </div>
            </section>
            <section className={styles.formCard}>
              <ChargesEditor
                value={charges}
                onChange={(next) => {
                  setCharges(next);
                  setServerCharges({});
                }}
                currencyId={currencyId}
                errors={chargeMessages}
                forceErrors={attempted !== null}
                disabled={busy}
                onDeleteSaved={
                  editing && bill
                    ? async (draft) => {
                        if (!draft.chargeId) return;
                        try {
                          const { bill: next } = await deleteCharge.mutateAsync({
                            chargeId: draft.chargeId,
                            billId: bill.id,
                            version: bill.version,
                          });
                          setBill(next);
                        } catch (error) {
                          await reloadOnConflict(error, bill.id);
                          throw error;
                        }
                      }
                    : undefined
                }
              />
            </section>
            <section className={styles.formCard} aria-labelledby="bill-documents-title">
              <div className={styles.sectionHead}>
                <h2 id="bill-documents-title" className={styles.sectionTitle}>
                  {t('paperwork.documents.title')}
                </h2>
                <span className={styles.muted}>{t('paperwork.form.documentsHint')}</span>
              </div>
              {bill && bill.documents.length > 0 ? (
                <DocumentsList
                  billId={bill.id}
                  documents={bill.documents}
                  title={null}
                  plain
                  onDelete={
                    editing
                      ? async (document) => {
                          try {
                            setBill(
                              await deleteDocument.mutateAsync({
                                billId: bill.id,
                                documentId: document.id,
                                version: bill.version,
                              }),
                            );
                          } catch (error) {
                            await reloadOnConflict(error, bill.id);
                            throw error;
                          }
                        }
                      : undefined
                  }
                />
              ) : null}
              <FileDropZone
                files={files}
                onChange={(next) => {
                  setFiles(next);
                  setDocumentsError(undefined);
                }}
                imageTypeIds={imageTypeIds}
                maxFileSizeInMB={maxPaperworkFileSizeInMB}
                forceErrors={attempted !== null}
                error={documentsError}
                disabled={busy}
                label={bill && bill.documents.length > 0 ? t('paperwork.form.addMoreFiles') : undefined}
              />
            </section>
          </>
        }
        aside={actionPanel}
      />
    </form>
  );
}
