import { useTranslation } from 'react-i18next';
import type { CarrierCheckAnswer } from '#shared/schemas/factor-noa-documents.ts';
import { Alert } from '#web/components/ui/alert.tsx';

/** What the conflict check found, said as the factor types the carrier's number. */
export function CarrierCheckNote({ answer, checking }: { answer: CarrierCheckAnswer | undefined; checking: boolean }) {
  const { t } = useTranslation();
  if (!answer) return checking ? <p aria-live="polite">{t('factorNoaUploads.check.checking')}</p> : null;
  if (!answer.onPortal) return <Alert level="info">{t('factorNoaUploads.check.notOnPortal')}</Alert>;
  const carrier = answer.carrier.name ?? '';
  const { conflict } = answer;
  switch (conflict.kind) {
    case 'otherFactor':
      return (
        <Alert level="warning">
          {t('factorNoaUploads.check.otherFactor', { carrier, factor: conflict.factorName })}
        </Alert>
      );
    case 'nothingToRelease':
      return <Alert level="warning">{t('factorNoaUploads.check.nothingToRelease', { carrier })}</Alert>;
    case 'sameFactor':
      return <Alert level="info">{t('factorNoaUploads.check.sameFactor', { carrier })}</Alert>;
    default:
      return <Alert level="success">{t('factorNoaUploads.check.none', { carrier })}</Alert>;
  }
}
