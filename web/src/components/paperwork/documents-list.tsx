import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BillDocumentStatus } from '#shared/enums/paperwork.ts';
import type { BillDocument } from '#shared/schemas/bills.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { formatFileSize, isPreviewableImage } from '#web/lib/paperwork/file-types.ts';
import { openDocument, useDocumentPreview } from '#web/lib/paperwork/get-document-download.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { showToast } from '../ui/toast-store.ts';
import styles from './paperwork.module.css';
import { imageTypeName } from './type-names.ts';

export type DocumentsListProps = {
  billId: string;
  documents: readonly BillDocument[];
  /** Deletes a document (confirmed first); without it there is no delete button. */
  onDelete?: (document: BillDocument) => Promise<unknown>;
  /** A heading other than 'Documents', or none (`null`) when the page gives one. */
  title?: string | null;
  /** What to say when there is none. */
  emptyText?: string;
  /** Without the card around it (inside a form's own card). */
  plain?: boolean;
};

/** A blob as an object URL for as long as the component shows it. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/** An image document's picture, read through a presigned URL and shown from memory (blob: URL). */
function ImagePreview({
  billId,
  document,
  large = false,
}: {
  billId: string;
  document: BillDocument;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const preview = useDocumentPreview(billId, document.id);
  const url = useObjectUrl(preview.data);
  if (preview.isError) return <span className={styles.thumbFallback}>{t('paperwork.documents.previewFailed')}</span>;
  if (!url)
    return <span className={`${styles.thumbLoading} ${large ? styles.previewLoading : ''}`} aria-hidden="true" />;
  return (
    <img
      src={url}
      alt={t('paperwork.documents.previewAlt', { fileName: document.fileName })}
      className={large ? styles.previewImage : styles.thumbImage}
    />
  );
}

/** The file kind as a small tag where there is no picture: PDF, TIFF. */
function FileGlyph({ contentType }: { contentType: string }) {
  const label = contentType === 'application/pdf' ? 'PDF' : contentType === 'image/tiff' ? 'TIFF' : 'FILE';
  return (
    <span className={`${styles.fileGlyph} ${label === 'PDF' ? styles.fileGlyphPdf : ''}`} aria-hidden="true">
      {label}
    </span>
  );
}

/**
 * A bill's documents (seeds 000 §2.5 "show with documents"): images previewed in the page, PDFs
 * and TIFFs opened in a new tab through a short-lived link (the portal's CSP does not let it frame
 * the bucket), each with its doc type, size and upload time; optionally deletable.
 */
export function DocumentsList({ billId, documents, onDelete, title, emptyText, plain = false }: DocumentsListProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = useId();
  const [previewing, setPreviewing] = useState<BillDocument | null>(null);
  const [confirming, setConfirming] = useState<BillDocument | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [opening, setOpening] = useState<string | null>(null);

  async function open(document: BillDocument) {
    if (isPreviewableImage(document.contentType)) setPreviewing(document);
    else await openInTab(document);
  }

  async function openInTab(document: BillDocument) {
    setOpening(document.id);
    try {
      await openDocument(billId, document.id);
    } catch (error) {
      showToast({
        level: 'error',
        title: t('errors.errorTitle'),
        message: error instanceof ApiError && !error.isGeneric ? error.message : t('paperwork.documents.openFailed'),
      });
    } finally {
      setOpening(null);
    }
  }

  async function confirmDelete() {
    if (!confirming || !onDelete) return;
    setDeleting(true);
    try {
      await onDelete(confirming);
      showToast({
        level: 'success',
        title: t('errors.successTitle'),
        message: t('paperwork.documents.deleted', { fileName: confirming.fileName }),
      });
      setConfirming(null);
    } catch (error) {
      showToast({
        level: 'error',
        title: t('errors.errorTitle'),
        message: error instanceof ApiError && !error.isGeneric ? error.message : t('paperwork.documents.deleteFailed'),
      });
    } finally {
      setDeleting(false);
    }
  }

  const heading = title === undefined ? t('paperwork.documents.title') : title;
  return (
    <section
      className={plain ? styles.documentsPlain : styles.documents}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading ? (
        <div className={styles.sectionHeader}>
          <h2 id={headingId} className={styles.sectionTitle}>
            {heading}
          </h2>
          <span className={styles.muted}>
            {t('paperwork.documents.count', {
              count: documents.filter((d) => d.status === BillDocumentStatus.Attached).length,
            })}
          </span>
        </div>
      ) : null}
      {documents.length === 0 ? (
        <p className={styles.emptyLine}>{emptyText ?? t('paperwork.documents.empty')}</p>
      ) : (
        <ul className={styles.documentList} data-testid="documents">
          {documents.map((document) => {
            const attached = document.status === BillDocumentStatus.Attached;
            return (
              <li key={document.id} className={styles.documentRow} data-testid="document">
                <button
                  type="button"
                  className={styles.thumb}
                  onClick={() => void open(document)}
                  disabled={!attached}
                  aria-label={t('paperwork.documents.view', { fileName: document.fileName })}
                >
                  {attached && isPreviewableImage(document.contentType) ? (
                    <ImagePreview billId={billId} document={document} />
                  ) : (
                    <FileGlyph contentType={document.contentType} />
                  )}
                </button>
                <div className={styles.documentText}>
                  <span className={styles.documentName} title={document.fileName}>
                    {document.fileName}
                  </span>
                  <span className={styles.documentMeta}>
                    <span className={styles.docType}>{imageTypeName(t, document.imageTypeId)}</span>
                    <span>{formatFileSize(document.sizeBytes, format.locale)}</span>
                    <span>{format.dateTime(document.uploadedAt)}</span>
                    {attached ? null : (
                      <span className={styles.warningText}>{t('paperwork.documents.notFinished')}</span>
                    )}
                  </span>
                </div>
                <div className={styles.documentActions}>
                  {attached ? (
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => void open(document)}
                      busy={opening === document.id}
                      busyLabel={t('paperwork.documents.opening')}
                      aria-label={t('paperwork.documents.view', { fileName: document.fileName })}
                    >
                      {isPreviewableImage(document.contentType)
                        ? t('paperwork.documents.preview')
                        : t('paperwork.documents.open')}
                    </Button>
                  ) : null}
                  {onDelete ? (
                    <Button
                      variant="ghost"
                      size="small"
                      className={styles.dangerGhost}
                      onClick={() => setConfirming(document)}
                      aria-label={t('paperwork.documents.deleteOne', { fileName: document.fileName })}
                    >
                      {t('paperwork.documents.delete')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog
        open={previewing !== null}
        title={previewing ? previewing.fileName : ''}
        onClose={() => setPreviewing(null)}
        size="wide"
      >
        {previewing ? (
          <div className={styles.previewBody}>
            <ImagePreview billId={billId} document={previewing} large />
            <div className={styles.previewFooter}>
              <span className={styles.muted}>
                {imageTypeName(t, previewing.imageTypeId)} · {formatFileSize(previewing.sizeBytes, format.locale)}
              </span>
              <Button
                variant="secondary"
                size="small"
                onClick={() => void openInTab(previewing)}
                busy={opening === previewing.id}
                busyLabel={t('paperwork.documents.opening')}
              >
                {t('paperwork.documents.openInTab')}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
      <Dialog
        open={confirming !== null}
        title={t('paperwork.documents.deleteTitle')}
        onClose={() => (deleting ? undefined : setConfirming(null))}
      >
        <p>{t('paperwork.documents.deleteText', { fileName: confirming?.fileName ?? '' })}</p>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={deleting}>
            {t('paperwork.actions.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => void confirmDelete()}
            busy={deleting}
            busyLabel={t('paperwork.documents.deleting')}
          >
            {t('paperwork.documents.delete')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
