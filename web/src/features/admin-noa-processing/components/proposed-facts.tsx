import { useTranslation } from 'react-i18next';
import type { NoaDocumentView } from '#shared/schemas/admin-noa-processing.ts';
import cardStyles from '#web/components/ui/card.module.css';
import styles from './noa-processing.module.css';

/** What reading the pages proposed, to check against them (never acted on by itself). */
export function ProposedFacts({ proposed }: { proposed: NoaDocumentView['proposed'] }) {
  const { t } = useTranslation();
  const none = t('noaProcessing.proposed.none');
  const numbers = [proposed?.mcNumber && `MC ${proposed.mcNumber}`, proposed?.dotNumber && `DOT ${proposed.dotNumber}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <section className={cardStyles.card} aria-labelledby="noa-proposed-heading">
      <h2 id="noa-proposed-heading" className={cardStyles.title}>
        {t('noaProcessing.proposed.heading')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('noaProcessing.proposed.carrier')}</dt>
        <dd>{proposed?.carrierName ?? none}</dd>
        <dt>{t('noaProcessing.proposed.numbers')}</dt>
        <dd>{numbers || none}</dd>
        <dt>{t('noaProcessing.proposed.factor')}</dt>
        <dd>{proposed?.factorName ?? none}</dd>
        <dt>{t('noaProcessing.proposed.debtors')}</dt>
        <dd>{proposed?.debtorNames.length ? proposed.debtorNames.join(', ') : none}</dd>
        <dt>{t('noaProcessing.proposed.kind')}</dt>
        <dd>{proposed?.kind ? t(`noaProcessing.proposed.kinds.${proposed.kind}`) : none}</dd>
      </dl>
    </section>
  );
}
