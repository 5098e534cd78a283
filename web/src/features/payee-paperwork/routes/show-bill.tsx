import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { BillState } from '#shared/enums/bill-state.ts';
import { BillDocumentStatus, ImageType } from '#shared/enums/paperwork.ts';
import { hasPayeeLevelFeatures } from '#shared/permissions/payee.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { DetailHeader } from '#web/components/layouts/detail-page.tsx';
import { Page } from '#web/components/layouts/page.tsx';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import { BillHistory } from '#web/components/paperwork/bill-history.tsx';
import { BillStateBadge } from '#web/components/paperwork/bill-state-badge.tsx';
import { BillSummary } from '#web/components/paperwork/bill-summary.tsx';
import { ChargesTable } from '#web/components/paperwork/charges-table.tsx';
import { DocumentsList } from '#web/components/paperwork/documents-list.tsx';
import { SubmissionChecklist } from '#web/components/paperwork/submission-checklist.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { showToast } from '#web/components/ui/toast-store.ts';
import { paperworkPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { isEditableByPayee, isResubmittableByPayee } from '#web/lib/paperwork/bill-groups.ts';
import { useCreateCombinedDocument } from '#web/lib/paperwork/create-combined-document.ts';
import { useDeleteBill } from '#web/lib/paperwork/delete-bill.ts';
import { useDeleteDocument } from '#web/lib/paperwork/delete-document.ts';
import { useValidationRules } from '#web/lib/paperwork/get-validation-rules.ts';
import styles from '../components/paperwork.module.css';
import { ResubmitDialog } from '../components/resubmit-dialog.tsx';
import { useDeliveryWatch } from '../lib/use-delivery-watch.ts';

/** The latest reason recorded for the bill's current state (a rejection note, a failed check). */
function latestNote(bill: Bill): string | null {
  const entry = [...bill.history].sort((a, b) => b.at.localeCompare(a.at)).find((item) => item.to === bill.state);
  return entry?.note ?? null;
}

/**
 * `/payee/paperwork/{id}` (seeds 000 §2.5): one bill with its charges, documents (images previewed,
 * PDFs opened), history and what its payor still needs; editing and deleting while the carrier may
 * still change it; the resubmit dialog, after which the page follows the bill until the background
 * delivery has moved it on and shows its new state.
 */
export function ShowBillRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { user } = useAreaShell();
  const isAdmin = hasPayeeLevelFeatures(user.authRoles);
  const [resubmitting, setResubmitting] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteBill = useDeleteBill();
  const deleteDocument = useDeleteDocument();
  const combine = useCreateCombinedDocument();
  const { query, delivering, stillSending, watch } = useDeliveryWatch(id, (settled) =>
    showToast({
      level: settled.state === BillState.Exception ? 'error' : 'success',
      title: t(`paperwork.show.settled.${settled.state === BillState.Exception ? 'problemTitle' : 'title'}`),
      message: t('paperwork.show.settled.message', {
        number: settled.loadOrInvoiceNumber,
        state: t(`paperwork.states.${settled.state}`),
      }),
    }),
  );
  const bill = query.data;
  const editable = bill ? isEditableByPayee(bill.state) : false;
  const rules = useValidationRules(id, editable);
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  const canResubmit = bill ? isAdmin && isResubmittableByPayee(bill.state, { isAdmin }) : false;
  // A bill the payor created is the payor's to delete.
  const canDelete = editable && isAdmin && bill?.createdByPayor !== true;
  const note = bill ? latestNote(bill) : null;
  const combinable =
    bill?.documents.filter(
      (document) => document.status === BillDocumentStatus.Attached && document.imageTypeId !== ImageType.Combined,
    ).length ?? 0;

  async function combineDocuments() {
    if (!bill) return;
    try {
      const result = await combine.mutateAsync(bill.id);
      showToast({
        level: 'success',
        title: t('errors.successTitle'),
        message: [
          t('paperwork.show.combined', { fileName: result.document.fileName, count: result.pageCount }),
          result.skipped.length > 0
            ? t('paperwork.show.combineSkipped', { files: result.skipped.map((item) => item.fileName).join(', ') })
            : '',
        ]
          .filter(Boolean)
          .join(' '),
      });
    } catch (error) {
      showToast({
        level: 'error',
        title: t('errors.errorTitle'),
        message: error instanceof ApiError && !error.isGeneric ? error.message : t('paperwork.show.combineFailed'),
      });
    }
  }

  async function removeBill() {
    if (!bill) return;
    try {
      await deleteBill.mutateAsync(bill.id);
      showToast({
        level: 'success',
        title: t('errors.successTitle'),
        message: t('paperwork.show.deleted', { number: bill.loadOrInvoiceNumber }),
      });
      navigate(paperworkPaths.list);
    } catch (error) {
      setConfirmingDelete(false);
      showToast({
        level: 'error',
        title: t('errors.errorTitle'),
        message: error instanceof ApiError && !error.isGeneric ? error.message : t('paperwork.show.deleteFailed'),
      });
    }
  }

  return (
    <Page
      title={bill ? t('paperwork.show.pageTitle', { number: bill.loadOrInvoiceNumber }) : t('paperwork.pageTitle')}
      isLoading={query.isPending}
      skeleton="show"
    >
      <BackLink to={paperworkPaths.list}>{t('paperwork.show.back')}</BackLink>
      {query.isError ? (
        <div className={`${listPage.empty} ${styles.notFound}`}>
          <h1 className={listPage.emptyTitle}>
            {notFound ? t('paperwork.show.notFoundTitle') : t('errors.errorTitle')}
          </h1>
          <p className={listPage.emptyMessage}>
            {notFound ? t('paperwork.show.notFound') : t('paperwork.show.loadFailed')}
          </p>
        </div>
      ) : bill ? (
        <ShowPage
          main={
            <>
              <DetailHeader
                titleId="bill-title"
                eyebrow={t('paperwork.show.eyebrow')}
                title={bill.loadOrInvoiceNumber}
                subtitle={bill.payorName}
                state={<BillStateBadge state={bill.state} />}
                amountLabel={t('paperwork.summary.total')}
                amount={format.money(bill.totalAmount, bill.currencyTypeId)}
                className={styles.billHeader}
              >
                <p className={styles.stateHint} data-testid="state-hint">
                  {delivering ? (
                    <span className={styles.stepLine} role="status">
                      <span className={styles.spinner} aria-hidden="true" />
                      {t('paperwork.show.delivering', { payor: bill.payorName })}
                    </span>
                  ) : stillSending ? (
                    t('paperwork.show.stillSending')
                  ) : (
                    t(`paperwork.stateHints.${bill.state}`, { payor: bill.payorName })
                  )}
                </p>
              </DetailHeader>
              {note && (bill.state === BillState.Exception || bill.state === BillState.Rejected) ? (
                <Alert
                  level={bill.state === BillState.Rejected ? 'error' : 'warning'}
                  title={t(`paperwork.show.noteTitle.${bill.state}`)}
                >
                  {['missing_linehaul', 'missing_documents'].includes(note)
                    ? t(`paperwork.history.notes.${note}`)
                    : note}
                </Alert>
              ) : null}
              {editable && rules.data ? <SubmissionChecklist bill={bill} rules={rules.data} /> : null}
              <ChargesTable charges={bill.charges} currencyId={bill.currencyTypeId} totalAmount={bill.totalAmount} />
              <DocumentsList
                billId={bill.id}
                documents={bill.documents}
                onDelete={
                  editable
                    ? // Made on the bill as shown; when it changed meanwhile the hook reloads it (409).
                      (document) =>
                        deleteDocument.mutateAsync({ billId: bill.id, documentId: document.id, version: bill.version })
                    : undefined
                }
              />
              <BillHistory history={bill.history} />
            </>
          }
          aside={
            <>
              {editable || canResubmit ? (
                <section className={styles.actionPanel} aria-label={t('paperwork.show.actionsLabel')}>
                  <h2 className={styles.panelTitle}>{t('paperwork.show.actionsTitle')}</h2>
                  <div className={styles.panelActions}>
                    {canResubmit ? (
                      <Button block onClick={() => setResubmitting(true)}>
                        {bill.state === BillState.Incomplete || bill.state === BillState.Pending
                          ? t('paperwork.show.submit')
                          : t('paperwork.show.resubmit')}
                      </Button>
                    ) : null}
                    {editable ? (
                      <ButtonLink
                        to={paperworkPaths.edit(bill.id)}
                        variant={canResubmit ? 'secondary' : 'primary'}
                        block
                      >
                        {t('paperwork.show.edit')}
                      </ButtonLink>
                    ) : null}
                    {editable && combinable >= 2 ? (
                      <Button
                        variant="secondary"
                        block
                        onClick={() => void combineDocuments()}
                        busy={combine.isPending}
                        busyLabel={t('paperwork.show.combining')}
                      >
                        {t('paperwork.show.combine')}
                      </Button>
                    ) : null}
                    {canDelete ? (
                      <Button
                        variant="ghost"
                        block
                        className={styles.dangerGhost}
                        onClick={() => setConfirmingDelete(true)}
                      >
                        {t('paperwork.show.delete')}
                      </Button>
                    ) : null}
                  </div>
                  {!isAdmin && bill.state === BillState.Pending ? (
                    <p className={styles.panelNote}>{t('paperwork.show.waitingForAdmin')}</p>
                  ) : null}
                </section>
              ) : null}
              <BillSummary bill={bill} hide={['payee']} />
            </>
          }
        />
      ) : null}
      {bill ? (
        <>
          <ResubmitDialog
            bill={bill}
            open={resubmitting}
            onClose={() => setResubmitting(false)}
            onQueued={() => {
              setResubmitting(false);
              watch();
            }}
            unmet={rules.data?.unmet.map((key) => t(key)) ?? []}
            editTo={paperworkPaths.edit(bill.id)}
          />
          <Dialog
            open={confirmingDelete}
            title={t('paperwork.show.deleteTitle')}
            onClose={() => (deleteBill.isPending ? undefined : setConfirmingDelete(false))}
          >
            <p>{t('paperwork.show.deleteText', { number: bill.loadOrInvoiceNumber })}</p>
            <div className={styles.dialogActions}>
              <Button variant="secondary" onClick={() => setConfirmingDelete(false)} disabled={deleteBill.isPending}>
                {t('paperwork.actions.cancel')}
              </Button>
              <Button
                variant="danger"
                onClick={() => void removeBill()}
                busy={deleteBill.isPending}
                busyLabel={t('paperwork.show.deleting')}
              >
                {t('paperwork.show.delete')}
              </Button>
            </div>
          </Dialog>
        </>
      ) : null}
    </Page>
  );
}
