import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChargeType, chargeTypeCodeNames } from '#shared/enums/paperwork.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import {
  type ChargeDraft,
  type ChargeErrors,
  type ChargesValue,
  chargesTotal,
  newAccessorial,
} from '#web/lib/paperwork/charge-drafts.ts';
import { Button } from '../ui/button.tsx';
import fieldStyles from '../ui/text-field.module.css';
import { showToast } from '../ui/toast-store.ts';
import { MoneyInput } from './money-input.tsx';
import styles from './paperwork.module.css';
import { chargeTypeName } from './type-names.ts';

const allChargeTypeIds = Object.keys(chargeTypeCodeNames).map(Number);

export type ChargesEditorProps = {
  value: ChargesValue;
  onChange: (value: ChargesValue) => void;
  /** The bill's currency (amounts are shown in it). */
  currencyId: number;
  /** Charge types from `types/charge_types` (ids); every known type when not given. */
  chargeTypeIds?: readonly number[];
  /**
   * Messages (already in the user's language) by `linehaul` or an accessorial's key: `chargeErrors`
   * keys passed through `t`, or the server's field errors.
   */
  errors?: ChargeErrors;
  /** Show the errors now (after a submit attempt) rather than when a field is left. */
  forceErrors?: boolean;
  disabled?: boolean;
  /**
   * Deletes a saved accessorial on the server (a bill being edited). The row goes once it resolves,
   * with 'Accessorial deleted!'; when it rejects the row stays and the error is shown. Without it,
   * or for a row not saved yet, the row just leaves the form (saving later deletes it).
   */
  onDeleteSaved?: (draft: ChargeDraft) => Promise<unknown>;
};

/**
 * The linehaul and accessorial charges of a bill (seeds 000 §3–§5) with the money input: the
 * linehaul first (it must be above $0.00 to submit), then any accessorials, one per type, and the
 * total. Used by the carrier's new and edit screens and the payor's review.
 */
export function ChargesEditor({
  value,
  onChange,
  currencyId,
  chargeTypeIds = allChargeTypeIds,
  errors = {},
  forceErrors = false,
  disabled = false,
  onDeleteSaved,
}: ChargesEditorProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = useId();
  const [deleting, setDeleting] = useState<string | null>(null);
  const accessorialTypes = chargeTypeIds.filter((id) => id !== ChargeType.Linehaul);
  const addable = newAccessorial(value, accessorialTypes);

  const setAccessorial = (key: string, change: Partial<ChargeDraft>) =>
    onChange({
      ...value,
      accessorials: value.accessorials.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)),
    });
  const dropRow = (key: string) =>
    onChange({ ...value, accessorials: value.accessorials.filter((draft) => draft.key !== key) });

  async function remove(draft: ChargeDraft) {
    if (!draft.chargeId || !onDeleteSaved) {
      dropRow(draft.key);
      return;
    }
    setDeleting(draft.key);
    try {
      await onDeleteSaved(draft);
      dropRow(draft.key);
      showToast({ level: 'success', title: t('errors.successTitle'), message: t('paperwork.charges.deleted') });
    } catch (error) {
      showToast({
        level: 'error',
        title: t('errors.errorTitle'),
        message: error instanceof ApiError && !error.isGeneric ? error.message : t('paperwork.charges.deleteFailed'),
      });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section className={styles.charges} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('paperwork.charges.title')}
        </h2>
      </div>
      <MoneyInput
        label={t('paperwork.chargeTypes.linehaul')}
        value={value.linehaul.amount}
        onChange={(amount) => onChange({ ...value, linehaul: { ...value.linehaul, amount } })}
        currencyId={currencyId}
        error={errors.linehaul}
        forceError={forceErrors}
        disabled={disabled}
        className={styles.linehaul}
        data-testid="linehaul-amount"
      />
      <div className={styles.accessorials}>
        <div className={styles.accessorialsHeader}>
          <span className={fieldStyles.label}>{t('paperwork.charges.accessorials')}</span>
          <span className={styles.muted}>{t('paperwork.charges.accessorialsHint')}</span>
        </div>
        {value.accessorials.length > 0 ? (
          <ul className={styles.accessorialList}>
            {value.accessorials.map((draft, index) => {
              const name = chargeTypeName(t, draft.chargeTypeId);
              const taken = new Set(
                value.accessorials.filter((other) => other.key !== draft.key).map((other) => other.chargeTypeId),
              );
              return (
                <li key={draft.key} className={styles.accessorialRow} data-testid="accessorial-row">
                  <div className={fieldStyles.field}>
                    <label className="visually-hidden" htmlFor={`${headingId}-type-${draft.key}`}>
                      {t('paperwork.charges.typeOf', { number: index + 1 })}
                    </label>
                    <select
                      id={`${headingId}-type-${draft.key}`}
                      className={`${fieldStyles.input} ${styles.select}`}
                      value={draft.chargeTypeId}
                      disabled={disabled || deleting === draft.key}
                      onChange={(event) => setAccessorial(draft.key, { chargeTypeId: Number(event.target.value) })}
                    >
                      {accessorialTypes
                        .filter((id) => id === draft.chargeTypeId || !taken.has(id))
                        .map((id) => (
                          <option key={id} value={id}>
                            {chargeTypeName(t, id)}
                          </option>
                        ))}
                    </select>
                  </div>
                  <MoneyInput
                    label={t('paperwork.charges.amountOf', { name })}
                    hideLabel
                    value={draft.amount}
                    onChange={(amount) => setAccessorial(draft.key, { amount })}
                    currencyId={currencyId}
                    error={errors[draft.key]}
                    forceError={forceErrors}
                    disabled={disabled || deleting === draft.key}
                  />
                  <Button
                    variant="ghost"
                    size="small"
                    className={styles.removeButton}
                    onClick={() => void remove(draft)}
                    disabled={disabled}
                    busy={deleting === draft.key}
                    aria-label={t('paperwork.charges.remove', { name })}
                    title={t('paperwork.charges.remove', { name })}
                  >
                    <span aria-hidden="true">✕</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
        <div>
          <Button
            variant="secondary"
            size="small"
            disabled={disabled || !addable}
            onClick={() => addable && onChange({ ...value, accessorials: [...value.accessorials, addable] })}
          >
            + {t('paperwork.charges.add')}
          </Button>
        </div>
      </div>
      <div className={styles.chargesTotal}>
        <span>{t('paperwork.charges.total')}</span>
        <strong data-testid="charges-total">{format.money(chargesTotal(value), currencyId)}</strong>
      </div>
    </section>
  );
}
