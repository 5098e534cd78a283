// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DetailHeader } from '#web/components/layouts/detail-page.tsx';
import { keepNumbersWhole, RecordNumber } from '#web/components/ui/record-number.tsx';

afterEach(cleanup);

describe('record numbers in headings', () => {
  it('keep a number whole in its own box, the heading reading as before', () => {
    render(<DetailHeader titleId="t" title="Invoice LSF-24023" amountLabel="Net" amount="$1.00" />);
    const heading = screen.getByRole('heading', { name: 'Invoice LSF-24023' });
    const number = heading.querySelector('span');
    expect(number?.textContent).toBe('LSF-24023');
    expect(number?.className).toMatch(/number/);
  });

  it('wrap every word with a digit and a hyphen, slash or dash, and nothing else', () => {
    render(<h1>{keepNumbersWhole('Edit bill LD-1/24 of 2026-11-19')}</h1>);
    const wrapped = [...document.querySelectorAll('h1 span')].map((span) => span.textContent);
    expect(wrapped).toEqual(['LD-1/24', '2026-11-19']);
    expect(document.querySelector('h1')?.textContent).toBe('Edit bill LD-1/24 of 2026-11-19');
  });

  it('leave other headings and other nodes as they are', () => {
    expect(keepNumbersWhole('Invoices and credit notes')).toBe('Invoices and credit notes');
    expect(keepNumbersWhole('Invoice 24023')).toBe('Invoice 24023');
    const node = <RecordNumber>LSF-1</RecordNumber>;
    expect(keepNumbersWhole(node)).toBe(node);
  });
});
