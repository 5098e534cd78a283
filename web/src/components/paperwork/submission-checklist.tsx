import { useTranslation } from 'react-i18next';
import { BillDocumentStatus, ChargeType } from '#shared/enums/paperwork.ts';
import type { Bill, BillValidationRules } from '#shared/schemas/bills.ts';
import styles from './paperwork.module.css';
import { imageTypeName } from './type-names.ts';

/**
 * What the bill's payor needs before it can be submitted (`validation_rules`), ticked off against
 * the bill: a linehaul above $0.00 and each required doc type among the attached documents.
 */
export function SubmissionChecklist({ bill, rules }: { bill: Bill; rules: BillValidationRules }) {
  const { t } = useTranslation();
  const hasLinehaul = bill.charges.some((charge) => charge.chargeTypeId === ChargeType.Linehaul && charge.amount > 0);
  const attachedTypes = new Set(
    bill.documents.filter((document) => document.status === BillDocumentStatus.Attached).map((d) => d.imageTypeId),
  );
  const items = [
    ...(rules.linehaulRequired
      ? [{ key: 'linehaul', done: hasLinehaul, label: t('paperwork.checklist.linehaul') }]
      : []),
    ...rules.requiredImageTypeIds.map((typeId) => ({
      key: `type-${typeId}`,
      done: attachedTypes.has(typeId),
      label: t('paperwork.checklist.document', { type: imageTypeName(t, typeId) }),
    })),
  ];
  if (items.length === 0) return null;
  const ready = items.every((item) => item.done);
  return (
    <section className={styles.checklist} aria-labelledby={`checklist-${bill.id}`}>
      <h2 id={`checklist-${bill.id}`} className={styles.sectionTitle}>
        {ready ? t('paperwork.checklist.ready') : t('paperwork.checklist.title')}
      </h2>
      <ul className={styles.checklistItems}>
        {items.map((item) => (
          <li key={item.key} className={item.done ? styles.checkDone : styles.checkMissing} data-done={item.done}>
            <span className={styles.checkMark} aria-hidden="true">
              {item.done ? '✓' : '•'}
            </span>
            <span>
              {item.label}
              <span className="visually-hidden">
                {' '}
                ({item.done ? t('paperwork.checklist.done') : t('paperwork.checklist.missing')})
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
