// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payeeBillGroups } from '#shared/enums/bill-state.ts';
import { Currency } from '#shared/enums/currency.ts';
import { GroupCards } from '#web/features/payee-paperwork/components/group-cards.tsx';
import { groupTotals } from '#web/lib/paperwork/bill-groups.ts';
import { setUpI18n } from '../support.tsx';

beforeAll(setUpI18n);
afterEach(cleanup);

describe('the paperwork group cards', () => {
  it('show each currency’s sum apart, never one number across USD and CAD', () => {
    const totals = groupTotals(payeeBillGroups, [
      {
        state: 'delivered',
        count: 3,
        amounts: [
          { currencyTypeId: Currency.USD, amount: 1_070_00 },
          { currencyTypeId: Currency.CAD, amount: 4_390_00 },
        ],
      },
      { state: 'incomplete', count: 2, amounts: [{ currencyTypeId: Currency.CAD, amount: 25_00 }] },
    ]);
    render(<GroupCards totals={totals} allCount={5} group="all" onGroup={() => {}} />);
    expect(screen.getByTestId('group-count-submitted').textContent).toBe('3');
    expect(screen.getByTestId('group-amount-submitted').textContent).toBe('$1,070.00 · CA$4,390.00');
    expect(screen.getByTestId('group-amount-incomplete').textContent).toBe('CA$25.00');
  });

  it('show zero when a group has no bills', () => {
    render(<GroupCards totals={groupTotals(payeeBillGroups, [])} allCount={0} group="all" onGroup={() => {}} />);
    expect(screen.getByTestId('group-amount-submitted').textContent).toBe('$0.00');
  });
});
