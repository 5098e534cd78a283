import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '#web/components/ui/button.tsx';
import { noaProcessingPaths } from '#web/config/paths.ts';

/** Opens the page that takes the next document of this work (a POST, made there once). */
export function TakeNextButton({
  work,
  variant = 'primary',
}: {
  work: 'process' | 'audit';
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button variant={variant} onClick={() => navigate(noaProcessingPaths.process(work))}>
      {t(work === 'process' ? 'noaProcessing.actions.processNext' : 'noaProcessing.actions.auditNext')}
    </Button>
  );
}
