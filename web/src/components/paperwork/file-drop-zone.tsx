import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageType } from '#shared/enums/paperwork.ts';
import { useFormatters } from '#web/lib/format.ts';
import { acceptedFileTypes, formatFileSize } from '#web/lib/paperwork/file-types.ts';
import {
  addPendingFiles,
  missingDocTypes,
  type PendingFile,
  progressOf,
  updatePendingFile,
} from '#web/lib/paperwork/pending-files.ts';
import { Button } from '../ui/button.tsx';
import fieldStyles from '../ui/text-field.module.css';
import styles from './paperwork.module.css';
import { imageTypeName } from './type-names.ts';

export type FileDropZoneProps = {
  files: readonly PendingFile[];
  onChange: (files: PendingFile[]) => void;
  /** Doc types the user may pick (from `types/image_types`); 'combined' is the server's own and is left out. */
  imageTypeIds: readonly number[];
  maxFileSizeInMB: number;
  /** Show the missing doc types now (after a submit attempt). */
  forceErrors?: boolean;
  /** A message about the documents as a whole (e.g. the server's 'documents' field error). */
  error?: string | undefined;
  disabled?: boolean;
  label?: string;
};

/**
 * Where files are added (seeds 000 §2.5, §5): dropped or chosen with the button; files over the
 * limit are refused at once with the seeds' message; each file gets its doc type ('Must select a doc
 * type') and, while it uploads, its own progress bar. Nothing is uploaded here: the screen uploads
 * the list once the bill exists.
 */
export function FileDropZone({
  files,
  onChange,
  imageTypeIds,
  maxFileSizeInMB,
  forceErrors = false,
  error,
  disabled = false,
  label,
}: FileDropZoneProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const typeErrors = missingDocTypes(files);
  const pickable = imageTypeIds.filter((typeId) => typeId !== ImageType.Combined);

  function add(chosen: readonly File[]) {
    if (disabled || chosen.length === 0) return;
    const result = addPendingFiles(files, chosen, maxFileSizeInMB);
    setTooLarge(
      result.tooLarge.map((file) => t('paperwork.validation.fileTooLarge', { fileName: file.name, maxFileSizeInMB })),
    );
    if (result.list.length !== files.length) onChange(result.list);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  }

  return (
    <div className={styles.dropField}>
      <span className={fieldStyles.label} id={`${id}-label`}>
        {label ?? t('paperwork.dropZone.label')}
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the button inside is the keyboard's way in. */}
      <div
        className={`${styles.dropZone} ${dragging ? styles.dropZoneActive : ''} ${error ? styles.dropZoneInvalid : ''} ${disabled ? styles.dropZoneDisabled : ''}`}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-testid="drop-zone"
      >
        <span className={styles.dropIcon} aria-hidden="true">
          ⇪
        </span>
        <span className={styles.dropTitle}>{t('paperwork.dropZone.title')}</span>
        <span className={styles.dropTitleTouch}>{t('paperwork.dropZone.titleTouch')}</span>
        <span className={styles.muted}>{t('paperwork.dropZone.hint', { maxFileSizeInMB })}</span>
        <Button variant="secondary" size="small" onClick={() => inputRef.current?.click()} disabled={disabled}>
          {t('paperwork.dropZone.browse')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={acceptedFileTypes}
          className="visually-hidden"
          aria-labelledby={`${id}-label`}
          tabIndex={-1}
          disabled={disabled}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
          data-testid="file-input"
        />
      </div>
      {tooLarge.length > 0 || error ? (
        <div className={styles.dropErrors} role="alert">
          {error ? <span>{error}</span> : null}
          {tooLarge.map((text) => (
            <span key={text}>{text}</span>
          ))}
        </div>
      ) : null}
      {files.length > 0 ? (
        <ul className={styles.pendingList} aria-label={t('paperwork.dropZone.listLabel')}>
          {files.map((item) => {
            const selectId = `${id}-type-${item.key}`;
            const typeError = typeErrors[item.key];
            const showTypeError = typeError && (forceErrors || touched.has(item.key));
            const locked = disabled || item.status === 'uploading' || item.status === 'uploaded';
            return (
              <li key={item.key} className={styles.pendingRow} data-testid="pending-file" data-status={item.status}>
                <div className={styles.pendingMain}>
                  <div className={styles.pendingText}>
                    <span className={styles.documentName} title={item.file.name}>
                      {item.file.name}
                    </span>
                    <span className={styles.documentMeta}>
                      <span>{formatFileSize(item.file.size, format.locale)}</span>
                      <span className={item.status === 'failed' ? styles.errorText : undefined}>
                        {t(`paperwork.dropZone.status.${item.status}`)}
                      </span>
                    </span>
                  </div>
                  <div className={`${fieldStyles.field} ${styles.pendingType}`}>
                    <label className="visually-hidden" htmlFor={selectId}>
                      {t('paperwork.dropZone.docTypeFor', { fileName: item.file.name })}
                    </label>
                    <select
                      id={selectId}
                      className={`${fieldStyles.input} ${styles.select} ${showTypeError ? fieldStyles.invalid : ''}`}
                      value={item.imageTypeId ?? ''}
                      disabled={locked}
                      aria-invalid={showTypeError ? true : undefined}
                      aria-describedby={showTypeError ? `${selectId}-error` : undefined}
                      onBlur={() => setTouched((current) => new Set(current).add(item.key))}
                      onChange={(event) =>
                        onChange(
                          updatePendingFile(files, item.key, {
                            imageTypeId: event.target.value ? Number(event.target.value) : null,
                          }),
                        )
                      }
                    >
                      <option value="">{t('paperwork.dropZone.docTypePlaceholder')}</option>
                      {pickable.map((typeId) => (
                        <option key={typeId} value={typeId}>
                          {imageTypeName(t, typeId)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <Button
                    variant="ghost"
                    size="small"
                    className={styles.removeButton}
                    disabled={locked}
                    onClick={() => onChange(files.filter((other) => other.key !== item.key))}
                    aria-label={t('paperwork.dropZone.remove', { fileName: item.file.name })}
                    title={t('paperwork.dropZone.remove', { fileName: item.file.name })}
                  >
                    <span aria-hidden="true">✕</span>
                  </Button>
                </div>
                {showTypeError ? (
                  <span id={`${selectId}-error`} className={fieldStyles.error} role="alert">
                    {t(typeError)}
                  </span>
                ) : null}
                {item.error ? (
                  <span className={fieldStyles.error} role="alert">
                    {item.error}
                  </span>
                ) : null}
                {item.status === 'uploading' || item.status === 'uploaded' ? (
                  <progress
                    className={`${styles.progress} ${item.status === 'uploaded' ? styles.progressDone : ''}`}
                    max={1}
                    value={progressOf(item)}
                    aria-label={t('paperwork.dropZone.progress', { fileName: item.file.name })}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
