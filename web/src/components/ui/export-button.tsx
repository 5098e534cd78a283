import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client.ts';
import { Button } from './button.tsx';
import { showToast } from './toast-store.ts';

/**
 * A list's export button: asks for every row matching the list's query as a file (`download` is
 * the feature's download mutation, which starts an export job: lib/api-call.ts `downloadList`),
 * busy while the job is started, off while there is nothing to export. The file is made in the
 * background and the frame's downloads tray follows it (no toast: it would sit over the page's
 * actions; the tray says it). A refusal shows in a toast, in the server's words when it gave some.
 */
export function ExportButton<Query>({
  download,
  query,
  disabled,
  label,
  busyLabel,
  failedMessage,
}: {
  download: UseMutationResult<void, Error, Query>;
  query: Query;
  disabled: boolean;
  label: string;
  busyLabel: string;
  /** What the toast says when the server gave no words of its own. */
  failedMessage: string;
}) {
  const { t } = useTranslation();
  const onExport = () =>
    download.mutate(query, {
      onError: (error) =>
        showToast({
          level: 'error',
          title: t('errors.errorTitle'),
          message: error instanceof ApiError && !error.isGeneric ? error.message : failedMessage,
        }),
    });
  return (
    <Button variant="secondary" onClick={onExport} busy={download.isPending} busyLabel={busyLabel} disabled={disabled}>
      {label}
    </Button>
  );
}
