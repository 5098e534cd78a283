import { useEffect, useState } from 'react';
import { dateInputMask, dateInputMaxLength } from '#shared/constants/dates.ts';
import { isoToMaskedDate, maskDateInput, maskedDateToIso } from '#shared/dates/date-input.ts';
import { TextField } from '#web/components/ui/text-field.tsx';

/**
 * A date typed as MM/DD/YYYY (seeds 000 §5), handed on as YYYY-MM-DD once it is a complete, real
 * date; emptied, it hands on null.
 */
export function DateField({
  label,
  value,
  onChange,
  error,
  className,
}: {
  label: string;
  value: string | null;
  onChange: (iso: string | null) => void;
  error?: string | undefined;
  className?: string;
}) {
  const [typed, setTyped] = useState(() => (value ? isoToMaskedDate(value) : ''));
  useEffect(() => {
    setTyped((current) => (maskedDateToIso(current) === value ? current : value ? isoToMaskedDate(value) : ''));
  }, [value]);
  return (
    <TextField
      className={className}
      label={label}
      value={typed}
      inputMode="numeric"
      placeholder={dateInputMask}
      maxLength={dateInputMaxLength}
      error={error}
      forceError={Boolean(error)}
      onChange={(event) => {
        const masked = maskDateInput(event.target.value);
        setTyped(masked);
        if (masked === '') onChange(null);
        else {
          const iso = maskedDateToIso(masked);
          if (iso) onChange(iso);
        }
      }}
    />
  );
}
