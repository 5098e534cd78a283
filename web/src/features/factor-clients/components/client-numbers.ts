import { useTranslation } from 'react-i18next';
import type { FactorClient } from '#shared/schemas/factor-clients.ts';

/** A client's MC and DOT numbers on one line (a dash for one it has not). */
export function useClientNumbers() {
  const { t } = useTranslation();
  const dash = t('factorArea.clients.noNumber');
  return (client: Pick<FactorClient, 'mcNumber' | 'dotNumber'>) =>
    t('factorArea.clients.numbers', { mc: client.mcNumber ?? dash, dot: client.dotNumber ?? dash });
}
