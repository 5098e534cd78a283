import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FactorNoaUploadState } from '#shared/enums/factor-noa-upload.ts';
import type { FactorNoaDocument } from '#shared/schemas/factor-noa-documents.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import card from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useFormatters } from '#web/lib/format.ts';
import { useNoaDocuments } from '../api/get-noa-documents.ts';
import styles from './noa-uploads.module.css';
import { UploadNoaDialog } from './upload-noa-dialog.tsx';

const stateTones: Record<FactorNoaUploadState, BadgeTone> = {
  received: 'info',
  inReview: 'progress',
  waitingForRelease: 'warning',
  accepted: 'success',
  notAccepted: 'neutral',
  fraudReview: 'error',
};

/** The factor's NOAs and LORs on its Debtors page: 'Upload NOA/LOR' and each one sent, with its state. */
export function NoaUploadsSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const documents = useNoaDocuments();
  return (
    <section className={card.card} aria-labelledby="noa-uploads-title">
      <div className={styles.heading}>
        <h2 id="noa-uploads-title" className={card.title}>
          {t('factorNoaUploads.title')}
        </h2>
        <Button
          onClick={() => {
            setSent(false);
            setOpen(true);
          }}
        >
          {t('factorNoaUploads.upload')}
        </Button>
      </div>
      <p className={styles.muted}>{t('factorNoaUploads.intro')}</p>
      {sent ? <Alert level="success">{t('factorNoaUploads.form.sent')}</Alert> : null}
      {documents.isPending ? (
        <Skeleton kind="table" />
      ) : documents.isError ? (
        <Alert level="error">
          {t('errors.generic')}{' '}
          <Button variant="ghost" size="small" onClick={() => void documents.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : documents.data.items.length === 0 ? (
        <p className={styles.muted}>{t('factorNoaUploads.empty')}</p>
      ) : (
        <DocumentsTable documents={documents.data.items} />
      )}
      <UploadNoaDialog
        open={open}
        onClose={() => setOpen(false)}
        onSent={() => {
          setOpen(false);
          setSent(true);
        }}
      />
    </section>
  );
}

/** The carrier's numbers as the factor named them (MC and DOT are the registries' own names, in every language). */
function numbersOf(carrier: NonNullable<FactorNoaDocument['carrier']>): string {
  return [carrier.mcNumber && `MC ${carrier.mcNumber}`, carrier.dotNumber && `DOT ${carrier.dotNumber}`]
    .filter(Boolean)
    .join(' · ');
}

function DocumentsTable({ documents }: { documents: readonly FactorNoaDocument[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = t('factorNoaUploads.columns', { returnObjects: true }) as Record<string, string>;
  return (
    <div className={dataTable.tableWrap}>
      <table
        className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
      >
        <thead>
          <tr>
            <th scope="col">{columns.received}</th>
            <th scope="col">{columns.file}</th>
            <th scope="col">{columns.kind}</th>
            <th scope="col">{columns.carrier}</th>
            <th scope="col">{columns.debtors}</th>
            <th scope="col">{columns.state}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id} data-document={document.id}>
              <td data-label={columns.received}>
                {format.dateTime(document.receivedAt)}
                {document.channel === 'email' ? (
                  <div className={dataTable.cellNote}>{t('factorNoaUploads.byEmail')}</div>
                ) : null}
              </td>
              <td data-label={columns.file}>{document.fileName}</td>
              <td data-label={columns.kind}>{document.kind ? t(`factorNoaUploads.kinds.${document.kind}`) : '—'}</td>
              <td data-label={columns.carrier}>
                {document.carrier ? (
                  <>
                    {document.carrier.name ?? t('factorNoaUploads.unknownCarrier')}
                    {numbersOf(document.carrier) ? (
                      <div className={dataTable.cellNote}>{numbersOf(document.carrier)}</div>
                    ) : null}
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td data-label={columns.debtors}>
                {document.debtors.length > 0
                  ? document.debtors.map((d) => d.name).join(', ')
                  : t('factorNoaUploads.allDebtors')}
              </td>
              <td data-label={columns.state}>
                <Badge tone={stateTones[document.state]}>{t(`factorNoaUploads.states.${document.state}`)}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
