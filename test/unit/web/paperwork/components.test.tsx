// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BillState } from '#shared/enums/bill-state.ts';
import { ChargeType } from '#shared/enums/paperwork.ts';
import { BillStateBadge } from '#web/components/paperwork/bill-state-badge.tsx';
import { ChargesEditor } from '#web/components/paperwork/charges-editor.tsx';
import { FileDropZone } from '#web/components/paperwork/file-drop-zone.tsx';
import { MoneyInput } from '#web/components/paperwork/money-input.tsx';
import { Typeahead } from '#web/components/paperwork/typeahead.tsx';
import { toastStore } from '#web/components/ui/toast-store.ts';
import { type ChargesValue, draftsFromCharges } from '#web/lib/paperwork/charge-drafts.ts';
import type { PendingFile } from '#web/lib/paperwork/pending-files.ts';
import { setUpI18n } from '../support.tsx';

beforeAll(setUpI18n);
afterEach(() => {
  cleanup();
  toastStore.clear();
});

function ControlledMoney({ onValue }: { onValue: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <MoneyInput
      label="Line Haul"
      value={value}
      currencyId={1}
      error={value === null ? 'Line Haul amount must be greater than $0.00.' : undefined}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('MoneyInput', () => {
  /** Keys typed one by one at the end of the field, as a browser changes its text. */
  function typeKeys(input: HTMLInputElement, keys: string) {
    for (const key of keys) fireEvent.change(input, { target: { value: input.value + key } });
  }

  it('shows what is typed as a grouped amount with the currency symbol, and its error after leaving', () => {
    const onValue = vi.fn();
    render(<ControlledMoney onValue={onValue} />);
    const input = screen.getByLabelText('Line Haul') as HTMLInputElement;
    expect(screen.getByText('$')).toBeTruthy();
    typeKeys(input, '1234567');
    expect(onValue).toHaveBeenLastCalledWith(1234567);
    expect(input.value).toBe('12,345.67');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('Line Haul amount must be greater than $0.00.');
  });

  it("fills digits from the cents side: '7550' is 75.50, shown at every key", () => {
    const onValue = vi.fn();
    render(<ControlledMoney onValue={onValue} />);
    const input = screen.getByLabelText('Line Haul') as HTMLInputElement;
    const seen: string[] = [];
    for (const key of '7550') {
      typeKeys(input, key);
      seen.push(input.value);
    }
    expect(seen).toEqual(['0.07', '0.75', '7.55', '75.50']);
    expect(onValue).toHaveBeenLastCalledWith(7550);
  });

  it("honours a typed decimal point: '75.5' is 75.50, and '75.' shows until the next digit", () => {
    const onValue = vi.fn();
    render(<ControlledMoney onValue={onValue} />);
    const input = screen.getByLabelText('Line Haul') as HTMLInputElement;
    typeKeys(input, '75.');
    expect(input.value).toBe('75.');
    expect(onValue).toHaveBeenLastCalledWith(7500);
    typeKeys(input, '5');
    expect(input.value).toBe('75.5');
    expect(onValue).toHaveBeenLastCalledWith(7550);
    fireEvent.blur(input);
    expect(input.value).toBe('75.50');
  });

  it("reads a pasted '1,234.56' as 1234.56", () => {
    const onValue = vi.fn();
    render(<ControlledMoney onValue={onValue} />);
    const input = screen.getByLabelText('Line Haul') as HTMLInputElement;
    fireEvent.paste(input, { clipboardData: { getData: () => '1,234.56' } });
    expect(onValue).toHaveBeenLastCalledWith(123456);
    expect(input.value).toBe('1,234.56');
  });

  it('shows an amount set from outside in full, and typing goes on from it', () => {
    const onChange = vi.fn();
    const { rerender } = render(<MoneyInput label="Detention" value={7500} currencyId={1} onChange={onChange} />);
    const input = screen.getByLabelText('Detention') as HTMLInputElement;
    expect(input.value).toBe('75.00');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    rerender(<MoneyInput label="Detention" value={185000} currencyId={1} onChange={onChange} />);
    expect(input.value).toBe('1,850.00');
    typeKeys(input, '5');
    expect(onChange).toHaveBeenLastCalledWith(1850005);
  });
});

function ControlledCharges({
  initial,
  onDeleteSaved,
}: {
  initial: ChargesValue;
  onDeleteSaved?: (draft: ChargesValue['accessorials'][number]) => Promise<unknown>;
}) {
  const [value, setValue] = useState(initial);
  return <ChargesEditor value={value} onChange={setValue} currencyId={1} onDeleteSaved={onDeleteSaved} />;
}

describe('ChargesEditor', () => {
  const saved = draftsFromCharges([
    { id: 'c1', billId: 'b', chargeTypeId: ChargeType.Linehaul, amount: 185_000 },
    { id: 'c2', billId: 'b', chargeTypeId: ChargeType.Detention, amount: 7_500 },
  ]);

  it('adds accessorials of unused types and totals every charge', () => {
    render(<ControlledCharges initial={saved} />);
    expect(screen.getByTestId('charges-total').textContent).toBe('$1,925.00');
    fireEvent.click(screen.getByRole('button', { name: '+ Add accessorial' }));
    const rows = screen.getAllByTestId('accessorial-row');
    expect(rows).toHaveLength(2);
    // The new row does not offer the type already taken.
    const select = rows[1]?.querySelector('select') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).not.toContain('Detention');
    fireEvent.change(rows[1]?.querySelector('input') as HTMLInputElement, { target: { value: '25.00' } });
    expect(screen.getByTestId('charges-total').textContent).toBe('$1,950.00');
  });

  it('deletes a saved accessorial on the server and says "Accessorial deleted!"', async () => {
    const onDeleteSaved = vi.fn(async () => undefined);
    render(<ControlledCharges initial={saved} onDeleteSaved={onDeleteSaved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Detention' }));
    await waitFor(() => expect(screen.queryAllByTestId('accessorial-row')).toHaveLength(0));
    expect(onDeleteSaved).toHaveBeenCalledWith(expect.objectContaining({ chargeId: 'c2' }));
    expect(toastStore.list().map((toast) => toast.message)).toEqual(['Accessorial deleted!']);
  });

  it('keeps the row when the deletion fails', async () => {
    const onDeleteSaved = vi.fn(async () => {
      throw new Error('offline');
    });
    render(<ControlledCharges initial={saved} onDeleteSaved={onDeleteSaved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Detention' }));
    await waitFor(() => expect(toastStore.list()).toHaveLength(1));
    expect(screen.getAllByTestId('accessorial-row')).toHaveLength(1);
    expect(toastStore.list()[0]?.level).toBe('error');
  });
});

function ControlledDropZone() {
  const [files, setFiles] = useState<PendingFile[]>([]);
  return <FileDropZone files={files} onChange={setFiles} imageTypeIds={[1, 2, 8]} maxFileSizeInMB={1} forceErrors />;
}

describe('FileDropZone', () => {
  it('refuses a file over the limit with the seeds’ message and asks each file for its doc type', () => {
    render(<ControlledDropZone />);
    const input = screen.getByTestId('file-input');
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    const small = new File(['%PDF-'], 'rate.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big, small] } });
    expect(screen.getByText('scan.pdf is too large. Max file size is 1 MB.')).toBeTruthy();
    expect(screen.getAllByTestId('pending-file')).toHaveLength(1);
    expect(screen.getByText('Must select a doc type')).toBeTruthy();
    const type = screen.getByLabelText('Doc type of rate.pdf') as HTMLSelectElement;
    // 'Combined' is made by the server, never chosen.
    expect([...type.options].map((option) => option.textContent)).toEqual([
      'Select a doc type',
      'Rate confirmation',
      'Proof of delivery',
    ]);
    fireEvent.change(type, { target: { value: '2' } });
    expect(screen.queryByText('Must select a doc type')).toBeNull();
  });

  it('takes dropped files', () => {
    render(<ControlledDropZone />);
    const file = new File(['%PDF-'], 'bol.pdf', { type: 'application/pdf' });
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [file] } });
    expect(screen.getAllByTestId('pending-file')).toHaveLength(1);
  });
});

describe('Typeahead', () => {
  it("says '(No results)' when nothing matches and chooses an option with the keyboard", () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Typeahead label="Broker" value={null} onChange={onChange} onSearch={() => undefined} options={[]} />,
    );
    const input = screen.getByRole('combobox', { name: 'Broker' });
    fireEvent.change(input, { target: { value: 'zz' } });
    expect(screen.getByRole('option', { name: '(No results)' })).toBeTruthy();
    rerender(
      <Typeahead
        label="Broker"
        value={null}
        onChange={onChange}
        onSearch={() => undefined}
        options={[
          { id: 2001, name: 'Redline Logistics' },
          { id: 2002, name: 'Prairie Grain Co.' },
        ]}
      />,
    );
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ id: 2002, name: 'Prairie Grain Co.' });
  });
});

describe('BillStateBadge', () => {
  it('names every state in the portal’s language', () => {
    render(Object.values(BillState).map((state) => <BillStateBadge key={state} state={state} />));
    expect(screen.getAllByTestId('bill-state').map((badge) => badge.textContent)).toEqual([
      'Approved',
      'Delivered',
      'Exception',
      'Ignored',
      'Incomplete',
      'Waiting for admin',
      'Rejected',
      'Removed',
      'Sending',
      'Submitted',
    ]);
  });
});
