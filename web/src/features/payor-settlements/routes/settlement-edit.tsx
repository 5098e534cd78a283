import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type * as z from 'zod';
import type { Bill } from '#shared/schemas/bills.ts';
import { createBillBodySchema } from '#shared/schemas/bills.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import { BillSummary } from '#web/components/paperwork/bill-summary.tsx';
import { ChargesEditor } from '#web/components/paperwork/charges-editor.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { keepNumbersWhole } from '#web/components/ui/record-number.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { settlementsPaths } from '#web/config/paths.ts';
import { ApiError, isConflict } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import {
  type ChargesValue,
  chargeErrors,
  draftsFromCharges,
  planChargeChanges,
} from '#web/lib/paperwork/charge-drafts.ts';
import { useBill } from '#web/lib/paperwork/get-bill.ts';
import { useChargeTypes } from '#web/lib/paperwork/get-paperwork-types.ts';
import { useSaveCharges } from '#web/lib/paperwork/save-charges.ts';
import { useUpdateBill } from '#web/lib/paperwork/update-bill.ts';
import styles from '../components/bill.module.css';
import { payorMayEdit } from '../lib/review.ts';

const editFormSchema = createBillBodySchema.pick({ loadOrInvoiceNumber: true });
type EditForm = { loadOrInvoiceNumber: string };

/**
 * `/payor/settlements/:id/edit` (seeds 001 §2; issue 4 contract): the payor corrects the load or
 * invoice number and the charges of a bill while it is delivered or submitted. Saving sends only
 * what changed, then shows the success page.
 */
export function SettlementEditRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useBill(id);
  const bill = query.data;
  // Kept here, above the form: a conflict reloads the bill, and the form starts afresh from it.
  const [conflict, setConflict] = useState<string | null>(null);
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  return (
    <Page
      title={bill ? t('settlements.edit.pageTitle', { number: bill.loadOrInvoiceNumber }) : t('settlements.pageTitle')}
      isLoading={query.isPending}
      skeleton="billEdit"
    >
      <Link to={bill ? settlementsPaths.bill(bill.id) : settlementsPaths.list} className={styles.back}>
        ← {bill ? t('settlements.show.pageTitle', { number: bill.loadOrInvoiceNumber }) : t('settlements.show.back')}
      </Link>
      {query.isError ? (
        <Alert level="error" title={t('errors.errorTitle')}>
          {notFound ? t('settlements.errors.notFound') : t('settlements.errors.loadBill')}
        </Alert>
      ) : bill ? (
        payorMayEdit(bill.state) ? (
          <>
            {conflict ? (
              <Alert level="error" title={t('settlements.edit.saveFailed')}>
                {conflict}
              </Alert>
            ) : null}
            {/* Keyed by the version loaded, so a bill that changed elsewhere starts the form afresh. */}
            <EditForm key={`${bill.id}-v${bill.version}`} bill={bill} onConflict={setConflict} />
          </>
        ) : (
          <Alert level="info">{t('settlements.edit.notEditable')}</Alert>
        )
      ) : null}
    </Page>
  );
}

/**
 * The edit itself, made on the version of the bill it shows: the number first, then each charge on
 * the version the previous answer left. When someone changed the bill meanwhile the server refuses
 * (409): `onConflict` gets the message, the bill is read again and the form starts from it.
 */
function EditForm({ bill, onConflict }: { bill: Bill; onConflict: (message: string | null) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chargeTypes = useChargeTypes();
  const updateBill = useUpdateBill();
  const saveCharges = useSaveCharges();
  const [charges, setCharges] = useState<ChargesValue>(() => draftsFromCharges(bill.charges));
  const [triedSaving, setTriedSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EditForm>({
    resolver: zodFormResolver(editFormSchema as z.ZodType<EditForm>, t),
    defaultValues: { loadOrInvoiceNumber: bill.loadOrInvoiceNumber },
  });
  // A delivered or submitted bill keeps its linehaul above $0.00, as the carrier had to submit it.
  const errors = chargeErrors(charges, { submitting: true });
  const saving = updateBill.isPending || saveCharges.isPending;

  const submit = form.handleSubmit(async ({ loadOrInvoiceNumber }) => {
    setFailure(null);
    if (Object.keys(errors).length > 0) return;
    const number = loadOrInvoiceNumber.trim();
    const operations = planChargeChanges(bill.charges, charges);
    onConflict(null);
    try {
      let version = bill.version;
      if (number !== bill.loadOrInvoiceNumber) {
        version = (await updateBill.mutateAsync({ id: bill.id, version, body: { loadOrInvoiceNumber: number } }))
          .version;
      }
      if (operations.length > 0) await saveCharges.mutateAsync({ bill: { id: bill.id, version }, operations });
      navigate(
        number !== bill.loadOrInvoiceNumber || operations.length > 0
          ? settlementsPaths.success(bill.id, 'edited')
          : settlementsPaths.bill(bill.id),
      );
    } catch (error) {
      if (isConflict(error)) {
        // The mutation reads the bill again; this form gives way to one started from it.
        onConflict(error.message);
        return;
      }
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      const { loadOrInvoiceNumber: numberErrors, ...others } = fieldErrors;
      if (numberErrors) applyServerErrors({ loadOrInvoiceNumber: numberErrors }, form.setError);
      const otherMessages = Object.values(others).flat();
      if (otherMessages.length > 0) setFailure(otherMessages.join(' '));
      else if (!numberErrors) {
        setFailure(error instanceof ApiError && !error.isGeneric ? error.message : t('settlements.errors.generic'));
      }
    }
  });

  return (
    <ShowPage
      main={
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            setTriedSaving(true);
            void submit(event);
          }}
        >
          <section className={styles.card} aria-labelledby="edit-title">
            <h1 id="edit-title" className={styles.number}>
              {keepNumbersWhole(t('settlements.edit.heading', { number: bill.loadOrInvoiceNumber }))}
            </h1>
            <p className={styles.muted}>{t('settlements.edit.intro')}</p>
            <TextField
              label={t('settlements.edit.loadOrInvoiceNumber')}
              maxLength={64}
              autoComplete="off"
              error={form.formState.errors.loadOrInvoiceNumber?.message}
              forceError={form.formState.isSubmitted}
              {...form.register('loadOrInvoiceNumber')}
            />
          </section>
          <div className={styles.card}>
            <ChargesEditor
              value={charges}
              onChange={setCharges}
              currencyId={bill.currencyTypeId}
              chargeTypeIds={chargeTypes.data?.chargeTypes.map((type) => type.id)}
              errors={errors}
              forceErrors={triedSaving}
              disabled={saving}
            />
          </div>
          {failure ? (
            <Alert level="error" title={t('settlements.edit.saveFailed')}>
              {failure}
            </Alert>
          ) : null}
          <div className={styles.formActions}>
            <Link to={settlementsPaths.bill(bill.id)} className={styles.secondaryLink}>
              {t('settlements.edit.cancel')}
            </Link>
            <Button type="submit" busy={saving} busyLabel={t('settlements.edit.saving')}>
              {t('settlements.edit.save')}
            </Button>
          </div>
        </form>
      }
      aside={<BillSummary bill={bill} hide={['payor']} />}
    />
  );
}
