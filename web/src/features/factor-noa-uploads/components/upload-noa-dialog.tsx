import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { debtorKinds, FactorNoaKind } from '#shared/enums/factor-noa-upload.ts';
import type { CreateNoaDocumentAnswer } from '#shared/schemas/factor-noa-documents.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useCreateNoaDocument } from '../api/create-noa-document.ts';
import { useCarrierCheck } from '../api/get-carrier-check.ts';
import { CarrierCheckNote } from './carrier-check-note.tsx';
import { type ChosenDebtor, DebtorPicker } from './debtor-picker.tsx';
import styles from './noa-uploads.module.css';

type Form = {
  file: File | null;
  kind: FactorNoaKind | '';
  mcNumber: string;
  dotNumber: string;
  debtors: ChosenDebtor[];
  errors: Record<string, string>;
  formError: string | null;
  idempotencyKey: string;
  uploadId: string | null;
};

type Change =
  | { type: 'file'; file: File | null }
  | { type: 'field'; field: 'kind' | 'mcNumber' | 'dotNumber'; value: string }
  | { type: 'debtors'; debtors: ChosenDebtor[] }
  | { type: 'uploaded'; uploadId: string }
  | { type: 'refused'; errors: Record<string, string>; formError: string | null };

const initial = (): Form => ({
  file: null,
  kind: '',
  mcNumber: '',
  dotNumber: '',
  debtors: [],
  errors: {},
  formError: null,
  idempotencyKey: crypto.randomUUID(),
  uploadId: null,
});

/** A changed file is a new upload and a new request; a changed field keeps the upload made. */
function reduce(form: Form, change: Change): Form {
  switch (change.type) {
    case 'file':
      return { ...form, file: change.file, uploadId: null, idempotencyKey: crypto.randomUUID(), errors: {} };
    case 'field':
      return { ...form, [change.field]: change.value, errors: { ...form.errors, [change.field]: '' } };
    case 'debtors':
      return { ...form, debtors: change.debtors, errors: { ...form.errors, debtorPayorIds: '' } };
    case 'uploaded':
      return { ...form, uploadId: change.uploadId };
    case 'refused':
      return { ...form, errors: change.errors, formError: change.formError };
  }
}

/** The first message of each field, `debtorPayorIds.1` shown on the debtors. */
function fieldMessages(error: ApiError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(error.fieldErrors)) {
    const key = field.startsWith('debtorPayorIds') ? 'debtorPayorIds' : field;
    messages[key] ??= list[0] ?? error.message;
  }
  return messages;
}

/** 'Upload NOA/LOR': the file, what it is, the carrier (checked as it is typed) and the debtors. */
export function UploadNoaDialog({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: (answer: CreateNoaDocumentAnswer) => void;
}) {
  const { t } = useTranslation();
  const [form, dispatch] = useReducer(reduce, undefined, initial);
  const create = useCreateNoaDocument();
  const numbers = useDebouncedValue({ mcNumber: form.mcNumber.trim(), dotNumber: form.dotNumber.trim() });
  const check = useCarrierCheck({ ...numbers, kind: form.kind });
  const namesDebtors = form.kind !== '' && debtorKinds.includes(form.kind);

  const submit = async () => {
    if (!form.file || form.kind === '') {
      const errors: Record<string, string> = {};
      if (!form.file) errors.file = t('factorNoaUploads.form.fileRequired');
      if (form.kind === '') errors.kind = t('validation.noaUpload.kind');
      dispatch({ type: 'refused', errors, formError: null });
      return;
    }
    try {
      const answer = await create.mutateAsync({
        file: form.file,
        fields: {
          kind: form.kind,
          ...(form.mcNumber.trim() ? { mcNumber: form.mcNumber.trim() } : {}),
          ...(form.dotNumber.trim() ? { dotNumber: form.dotNumber.trim() } : {}),
          debtorPayorIds: namesDebtors ? form.debtors.map((d) => d.id) : [],
        },
        idempotencyKey: form.idempotencyKey,
        uploadId: form.uploadId,
        onUploaded: (uploadId) => dispatch({ type: 'uploaded', uploadId }),
      });
      onSent(answer);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const errors = fieldMessages(error);
      // A refused file is gone with its upload: it is chosen (and uploaded) again.
      if (errors.uploadId) dispatch({ type: 'file', file: null });
      const { uploadId, ...rest } = errors;
      dispatch({
        type: 'refused',
        errors: uploadId ? { ...rest, file: uploadId } : rest,
        formError: Object.keys(errors).length === 0 ? error.message || t('errors.generic') : null,
      });
    }
  };

  const kinds = Object.values(FactorNoaKind).map((kind) => ({
    value: kind,
    label: t(`factorNoaUploads.kinds.${kind}`),
  }));
  return (
    <Dialog open={open} title={t('factorNoaUploads.form.title')} onClose={onClose}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {form.formError ? <Alert level="error">{form.formError}</Alert> : null}
        <TextField
          label={t('factorNoaUploads.form.file')}
          type="file"
          name="file"
          accept=".pdf,.png,.jpg,.jpeg,.tif,.tiff,application/pdf,image/png,image/jpeg,image/tiff"
          error={form.errors.file || undefined}
          forceError
          onChange={(event) => dispatch({ type: 'file', file: event.target.files?.[0] ?? null })}
        />
        <SelectField
          label={t('factorNoaUploads.form.kind')}
          name="kind"
          value={form.kind}
          placeholder={t('factorNoaUploads.form.kindPlaceholder')}
          options={kinds}
          error={form.errors.kind || undefined}
          onChange={(event) => dispatch({ type: 'field', field: 'kind', value: event.target.value })}
        />
        <div className={styles.numbers}>
          <TextField
            label={t('factorNoaUploads.form.mcNumber')}
            name="mcNumber"
            inputMode="numeric"
            value={form.mcNumber}
            error={form.errors.mcNumber || undefined}
            forceError
            hint={t('factorNoaUploads.form.numbersHint')}
            onChange={(event) => dispatch({ type: 'field', field: 'mcNumber', value: event.target.value })}
          />
          <TextField
            label={t('factorNoaUploads.form.dotNumber')}
            name="dotNumber"
            inputMode="numeric"
            value={form.dotNumber}
            error={form.errors.dotNumber || undefined}
            forceError
            onChange={(event) => dispatch({ type: 'field', field: 'dotNumber', value: event.target.value })}
          />
        </div>
        <div aria-live="polite">
          <CarrierCheckNote answer={check.data} checking={check.isFetching} />
        </div>
        {namesDebtors ? (
          <DebtorPicker
            chosen={form.debtors}
            onChange={(debtors) => dispatch({ type: 'debtors', debtors })}
            error={form.errors.debtorPayorIds || undefined}
          />
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('factorNoaUploads.form.cancel')}
          </Button>
          <Button type="submit" busy={create.isPending} busyLabel={t('factorNoaUploads.form.sending')}>
            {t('factorNoaUploads.form.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
