import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LetterOfReleaseType } from '#shared/enums/noa-document.ts';
import type { CarrierMatch, DocumentRequest, NoaDocumentView } from '#shared/schemas/admin-noa-processing.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useConfirmFields } from '../api/confirm-fields.ts';
import styles from './noa-processing.module.css';

type RequestKind = 'noaDebtors' | 'noaBlanket' | 'lorGlobal' | 'lorSingle';
const requestKinds: readonly RequestKind[] = ['noaDebtors', 'noaBlanket', 'lorGlobal', 'lorSingle'];

function kindOf(document: NoaDocumentView): RequestKind {
  const request = document.confirmed.request;
  if (!request) return document.proposed?.kind === 'lor' ? 'lorGlobal' : 'noaDebtors';
  if (request.kind === 'noa') return request.scope === 'blanket' ? 'noaBlanket' : 'noaDebtors';
  return request.lorType === LetterOfReleaseType.GlobalLor ? 'lorGlobal' : 'lorSingle';
}

function requestOf(kind: RequestKind, debtorPayorIds: number[]): DocumentRequest {
  switch (kind) {
    case 'noaBlanket':
      return { kind: 'noa', scope: 'blanket' };
    case 'noaDebtors':
      return { kind: 'noa', scope: 'debtors', debtorPayorIds };
    case 'lorGlobal':
      return { kind: 'lor', lorType: LetterOfReleaseType.GlobalLor };
    default:
      return { kind: 'lor', lorType: LetterOfReleaseType.SingleDebtorLor, debtorPayorIds: debtorPayorIds.slice(0, 1) };
  }
}

/** The carriers to choose from: the confirmed one first, then the matches the numbers read found. */
function carrierChoices(document: NoaDocumentView): CarrierMatch[] {
  const confirmed = document.confirmed.payee;
  if (!confirmed) return document.matches;
  const matched = document.matches.find((m) => m.companyId === confirmed.companyId);
  return [
    { ...confirmed, matchedBy: matched?.matchedBy ?? [] },
    ...document.matches.filter((m) => m.companyId !== confirmed.companyId),
  ];
}

/**
 * The processor's confirmation (SelectPayeeMatches): which portal carrier the document names, the
 * factor, what it asks and the payors it names, preset from what was confirmed or read.
 */
export function FieldsForm({ document, editable }: { document: NoaDocumentView; editable: boolean }) {
  const { t } = useTranslation();
  const confirm = useConfirmFields(document);
  const choices = carrierChoices(document);
  const factors = [document.confirmed.factor, document.senderFactor].filter(
    (f, i, all): f is NonNullable<typeof f> => f !== null && all.findIndex((o) => o?.id === f.id) === i,
  );
  const [carrierId, setCarrierId] = useState<number | null>(
    document.confirmed.payee?.companyId ?? (choices.length === 1 ? (choices[0]?.companyId ?? null) : null),
  );
  const [factorId, setFactorId] = useState<number | null>(factors[0]?.id ?? null);
  const [kind, setKind] = useState<RequestKind>(kindOf(document));
  const carrier = choices.find((c) => c.companyId === carrierId) ?? null;
  const [debtors, setDebtors] = useState<number[]>(
    () => carrier?.payors.filter((p) => p.named).map((p) => p.payorId) ?? [],
  );
  const chooseCarrier = (choice: CarrierMatch) => {
    setCarrierId(choice.companyId);
    setDebtors(choice.payors.filter((p) => p.named).map((p) => p.payorId));
  };
  const namesDebtors = kind === 'noaDebtors' || kind === 'lorSingle';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (carrierId === null || factorId === null) return;
    confirm.mutate({ payeeId: carrierId, factorId, request: requestOf(kind, debtors) });
  };
  const error = confirm.error instanceof ApiError ? confirm.error : null;
  return (
    <section className={cardStyles.card} aria-labelledby="noa-fields-heading">
      <h2 id="noa-fields-heading" className={cardStyles.title}>
        {t('noaProcessing.fields.heading')}
      </h2>
      <form onSubmit={onSubmit} className={cardStyles.stack}>
        <fieldset className={styles.choices} disabled={!editable}>
          <legend>{t('noaProcessing.fields.carrier')}</legend>
          {choices.length === 0 ? <p>{t('noaProcessing.fields.noMatches')}</p> : null}
          {choices.map((choice) => (
            <label key={choice.companyId} className={styles.choice}>
              <input
                type="radio"
                name="carrier"
                checked={carrierId === choice.companyId}
                onChange={() => chooseCarrier(choice)}
              />
              <span>
                {choice.name}
                <span className={styles.choiceNote}>
                  MC {choice.mcNumber ?? '—'} · DOT {choice.dotNumber ?? '—'}
                  {' · '}
                  {choice.matchedBy.length > 0
                    ? t('noaProcessing.fields.matchedBy', { numbers: choice.matchedBy.join(', ').toUpperCase() })
                    : t('noaProcessing.fields.confirmedCarrier')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <SelectField
          label={t('noaProcessing.fields.factor')}
          value={factorId === null ? '' : String(factorId)}
          onChange={(event) => setFactorId(Number(event.target.value))}
          options={factors.map((f) => ({ value: String(f.id), label: f.name }))}
          disabled={!editable}
        />
        <SelectField
          label={t('noaProcessing.fields.request')}
          value={kind}
          onChange={(event) => setKind(event.target.value as RequestKind)}
          options={requestKinds.map((k) => ({ value: k, label: t(`noaProcessing.fields.requests.${k}`) }))}
          disabled={!editable}
        />
        {namesDebtors ? (
          <fieldset className={styles.choices} disabled={!editable}>
            <legend>{t('noaProcessing.fields.debtors')}</legend>
            {carrier ? (
              carrier.payors.map((payor) => (
                <Checkbox
                  key={payor.payorId}
                  label={payor.name}
                  checked={debtors.includes(payor.payorId)}
                  onChange={(event) =>
                    setDebtors((current) =>
                      event.target.checked ? [...current, payor.payorId] : current.filter((id) => id !== payor.payorId),
                    )
                  }
                />
              ))
            ) : (
              <p>{t('noaProcessing.fields.chooseCarrier')}</p>
            )}
          </fieldset>
        ) : null}
        {error ? <Alert level="error">{error.message || t('errors.generic')}</Alert> : null}
        {editable ? (
          <div>
            <Button
              type="submit"
              busy={confirm.isPending}
              busyLabel={t('noaProcessing.fields.confirming')}
              disabled={carrierId === null || factorId === null || (namesDebtors && debtors.length === 0)}
            >
              {t('noaProcessing.fields.confirm')}
            </Button>
          </div>
        ) : null}
      </form>
    </section>
  );
}
