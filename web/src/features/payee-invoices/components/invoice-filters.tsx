import { useTranslation } from 'react-i18next';
import type { DateType } from '#shared/enums/date-type.ts';
import { InvoiceFilters } from '#web/components/invoices/invoice-filters.tsx';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import type { DocumentsFilter, InvoiceListState } from '../lib/list-state.ts';

const documentChoices: DocumentsFilter[] = ['all', 'invoices', 'creditNotes'];

export type FilterProps = {
  state: InvoiceListState;
  onChange: (change: Partial<InvoiceListState>) => void;
  onClear: () => void;
  filtered: boolean;
  dateTypes: readonly DateType[];
  payors: readonly { id: number; name: string }[];
};

/** The carrier's invoice filters: the invoice lists' own, with its payor and invoices or credit notes. */
export function PayeeInvoiceFilters({ payors, ...props }: FilterProps) {
  const { t } = useTranslation();
  const { state, onChange } = props;
  return (
    <InvoiceFilters {...props}>
      <FilterSelect
        label={t('invoices.filters.payor')}
        value={state.payorId ?? ''}
        onChange={(value) => onChange({ payorId: value ? Number(value) : null, page: 1 })}
      >
        <option value="">{t('invoices.filters.allPayors')}</option>
        {payors.map((payor) => (
          <option key={payor.id} value={payor.id}>
            {payor.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('invoices.filters.documents')}
        value={state.documents}
        onChange={(value) => onChange({ documents: value as DocumentsFilter, page: 1 })}
      >
        {documentChoices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`invoices.documents.${choice}`)}
          </option>
        ))}
      </FilterSelect>
    </InvoiceFilters>
  );
}
