import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typeahead, type TypeaheadOption } from '#web/components/paperwork/typeahead.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useBrokerNames } from '../api/get-broker-names.ts';

/**
 * The broker a bill is for: a typeahead over the carrier's claimed payors (seeds 000 §5: 'A valid
 * broker must be selected.', '(No results)').
 */
export function BrokerTypeahead({
  value,
  onChange,
  error,
  forceError,
  disabled,
}: {
  value: TypeaheadOption | null;
  onChange: (value: TypeaheadOption | null) => void;
  error?: string | undefined;
  forceError?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search);
  // Once a broker is chosen its full name is the text: list every broker again when the field is reopened.
  const query = useBrokerNames(value && settled === value.name ? '' : settled);
  return (
    <Typeahead
      label={t('paperwork.form.broker')}
      placeholder={t('paperwork.form.brokerPlaceholder')}
      value={value}
      onChange={onChange}
      onSearch={setSearch}
      options={query.data?.payors ?? []}
      loading={query.isFetching}
      error={error}
      forceError={forceError}
      disabled={disabled}
      hint={t('paperwork.form.brokerHint')}
      name="broker"
    />
  );
}
