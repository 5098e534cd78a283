// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BillState } from '#shared/enums/bill-state.ts';
import { ChargeType } from '#shared/enums/paperwork.ts';
import { BillStateBadge } from '#web/components/paperwork/bill-state-badge.tsx';
import { ChargesEditor } from '#web/components/paperwork/charges-editor.tsx';
import { FileDropZone } from '#web/components/paperwork/file-drop-zone.tsx';
import { centsFromTyped, MoneyInput } from '#web/components/paperwork/money-input.tsx';
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

describe('centsFromTyped (seeds 000 §5: digits read as cents)', () => {
  it('shifts each digit in from the right', () => {
    expect(centsFromTyped('1', null)).toBe(1);
    expect(centsFromTyped('0.012', 1)).toBe(12);
    expect(centsFromTyped('0.123', 12)).toBe(123);
    expect(centsFromTyped('1.234', 123)).toBe(1234);
  });

  it('shifts back when a digit is deleted, and leaves no amount at zero', () => {
    expect(centsFromTyped('12.3', 1234)).toBe(123);
    expect(centsFromTyped('0.0', 1)).toBeNull();
    expect(centsFromTyped('', 5)).toBeNull();
  });

  it('ignores anything but digits, in any language’s grouping', () => {
    expect(centsFromTyped('$1,850.005', 185000)).toBe(1850005);
    expect(centsFromTyped('1\u202f850,005', 185000)).toBe(1850005);
    expect(centsFromTyped('abc', 7)).toBeNull();
  });

  it('refuses a digit past the longest amount', () => {
    expect(centsFromTyped('99,999,999.999', 9_999_999_999)).toBe(9_999_999_999);
  });
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
  it('shows what is typed as a grouped amount with the currency symbol, and its error after leaving', () => {
    const onValue = vi.fn();
    render(<ControlledMoney onValue={onValue} />);
    const input = screen.getByLabelText('Line Haul') as HTMLInputElement;
    expect(screen.getByText('$')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.change(input, { target: { value: '0.012' } });
    fireEvent.change(input, { target: { value: '0.1234' } });
    fireEvent.change(input, { target: { value: '12.3456' } });
    fireEvent.change(input, { target: { value: '123.4567' } });
    expect(onValue).toHaveBeenLastCalledWith(1234567);
    expect(input.value).toBe('12,345.67');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('Line Haul amount must be greater than $0.00.');
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
