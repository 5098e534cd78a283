import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { ExportJob } from '#shared/schemas/export-jobs.ts';
import { Button } from '#web/components/ui/button.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import {
  exportJobStartedOn,
  forgetExportJob,
  handedOverExportJobs,
  isExportJobOfThisTab,
  noteExportJobHandedOver,
  onExportJobStarted,
  saveFileFrom,
} from '#web/lib/export-jobs.ts';
import { useFormatters } from '#web/lib/format.ts';
import { getExportJob } from '../api/get-export-job.ts';
import { exportJobsQueryOptions, isRunning, useExportJobs } from '../api/get-export-jobs.ts';
import { useRetryExportJob } from '../api/retry-export-job.ts';
import styles from './downloads-tray.module.css';

/**
 * The downloads tray of the area frame (issue 14): the user's export jobs that are running or
 * finished lately, each with its progress (no total is known while a file is made, so the bar
 * moves and the text counts the rows read), a download once it is ready and a retry when it failed.
 * It lives in the frame, so it keeps polling while the user moves through the portal; a file whose
 * user is still on the page that asked for it comes straight down.
 */
export function DownloadsTray() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const jobs = useExportJobs().data?.items;
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [handedOver, setHandedOver] = useState(handedOverExportJobs);
  // The user's own choice; until they make one, the tray opens while something needs them.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const states = useRef(new Map<string, ExportJob['state']>());
  const titleId = useId();
  const handOver = useCallback((id: string) => setHandedOver(noteExportJobHandedOver(id)), []);

  useEffect(
    () =>
      onExportJobStarted(() => {
        setChosen(null);
        setAnnouncement(t('shell.downloads.started'));
        void queryClient.invalidateQueries(exportJobsQueryOptions());
      }),
    [queryClient, t],
  );

  useEffect(() => {
    for (const job of jobs ?? []) {
      const before = states.current.get(job.id);
      states.current.set(job.id, job.state);
      if (before !== undefined && before !== job.state && !isRunning(job)) {
        setAnnouncement(`${job.fileName}: ${t(`shell.downloads.${job.state}`)}`);
      }
      const startedOn = exportJobStartedOn(job.id);
      if (startedOn === undefined || isRunning(job)) continue;
      forgetExportJob(job.id);
      if (job.state === 'ready' && job.downloadUrl && startedOn === pathname) {
        saveFileFrom(job.downloadUrl);
        handOver(job.id);
      }
    }
  }, [jobs, pathname, t, handOver]);

  // The files this tab asked for, and any still being made (one left running on another visit);
  // files finished elsewhere were that visit's to take, and must not cover this one's pages.
  const shown = (jobs ?? []).filter(
    (job) => !dismissed.has(job.id) && (isRunning(job) || isExportJobOfThisTab(job.id)),
  );
  if (shown.length === 0) return null;
  // Open while a file is being made, waits to be taken or failed; a small bar once all are handed over.
  const needsUser = shown.some((job) => isRunning(job) || !handedOver.has(job.id));
  const expanded = chosen ?? needsUser;
  const setExpanded = setChosen;
  return (
    <section className={`${styles.tray} ${expanded ? '' : styles.collapsed}`} aria-labelledby={titleId}>
      {expanded ? (
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('shell.downloads.title')}
          </h2>
          <Button variant="ghost" size="small" className={styles.hide} aria-expanded onClick={() => setExpanded(false)}>
            {t('shell.downloads.hide')}
          </Button>
        </div>
      ) : (
        <Button id={titleId} variant="ghost" size="small" aria-expanded={false} onClick={() => setExpanded(true)}>
          {t('shell.downloads.collapsed', { count: shown.length })}
        </Button>
      )}
      {expanded ? (
        <ul className={styles.list}>
          {shown.map((job) => (
            <DownloadItem
              key={job.id}
              job={job}
              onSaved={() => handOver(job.id)}
              onDismiss={() => setDismissed(new Set([...dismissed, job.id]))}
            />
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

function DownloadItem({ job, onSaved, onDismiss }: { job: ExportJob; onSaved: () => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const retry = useRetryExportJob();
  const [saving, setSaving] = useState(false);
  const name = job.fileName;
  const status =
    job.state === 'queued'
      ? t('shell.downloads.queued')
      : job.state === 'building'
        ? job.rowsRead > 0
          ? t('shell.downloads.building', { rows: format.count(job.rowsRead) })
          : t('shell.downloads.buildingStart')
        : job.state === 'ready'
          ? t('shell.downloads.ready')
          : t('shell.downloads.failed');
  // The link the list gave may have expired: each download asks for a fresh one.
  const save = async () => {
    setSaving(true);
    try {
      const fresh = await getExportJob(job.id);
      if (!fresh.downloadUrl) throw new Error('No link');
      saveFileFrom(fresh.downloadUrl);
      onSaved();
    } catch {
      showToast({ level: 'error', title: t('errors.errorTitle'), message: t('shell.downloads.downloadFailed') });
    } finally {
      setSaving(false);
    }
  };
  const bar = job.state === 'ready' ? styles.done : job.state === 'failed' ? styles.error : styles.indeterminate;
  return (
    <li className={styles.job}>
      <span className={styles.name} title={name}>
        {name}
      </span>
      {isRunning(job) ? null : (
        <div className={styles.actions}>
          {job.state === 'ready' ? (
            <Button
              size="small"
              onClick={() => void save()}
              busy={saving}
              aria-label={t('shell.downloads.downloadName', { name })}
            >
              {t('shell.downloads.download')}
            </Button>
          ) : (
            <Button
              size="small"
              variant="secondary"
              onClick={() => retry.mutate(job.id)}
              busy={retry.isPending}
              aria-label={t('shell.downloads.retryName', { name })}
            >
              {t('shell.downloads.retry')}
            </Button>
          )}
          <Button size="small" variant="ghost" onClick={onDismiss} aria-label={t('shell.downloads.dismiss', { name })}>
            ×
          </Button>
        </div>
      )}
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('shell.downloads.progress', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={status}
        {...(job.state === 'ready' ? { 'aria-valuenow': 100 } : {})}
      >
        <span className={`${styles.bar} ${bar}`} />
      </div>
      <p className={`${styles.status} ${job.state === 'failed' ? styles.failed : ''}`}>
        {job.state === 'failed' && job.error ? `${status}: ${job.error}` : status}
      </p>
    </li>
  );
}
