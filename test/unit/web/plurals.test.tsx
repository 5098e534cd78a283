// @vitest-environment happy-dom
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen } from '@testing-library/react';
import i18nextModule from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import enPortal from '#shared/i18n/bundles/en-portal.ts';
import enSignIn from '#shared/i18n/bundles/en-sign-in.ts';
import esPortal from '#shared/i18n/bundles/es-portal.ts';
import esSignIn from '#shared/i18n/bundles/es-sign-in.ts';
import frPortal from '#shared/i18n/bundles/fr-portal.ts';
import frSignIn from '#shared/i18n/bundles/fr-sign-in.ts';
import type { PortalMessageLoaders } from '#shared/i18n/bundles/portal-namespaces.ts';
import type { Dashboard } from '#shared/schemas/payee-dashboard.ts';
import { WalletCard } from '#web/features/payee/components/wallet-card.tsx';
import { changeLanguage } from '#web/lib/i18n.ts';
import { setUpI18n } from './support.tsx';

/**
 * Strings with a count take i18next plurals (`_one`, `_other`) and their callers pass `count`, so
 * one reads '1 activa' / '1 actif', not '1 activas' / '1 actifs'.
 */
const portal = i18nextModule.createInstance();

/** Every namespace of a language's portal messages, as one object. */
async function everyNamespace(loaders: PortalMessageLoaders) {
  const entries = await Promise.all(
    Object.entries(loaders).map(async ([namespace, load]) => [namespace, (await load()).default] as const),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  const [enPortalMessages, esPortalMessages, frPortalMessages] = await Promise.all(
    [enPortal, esPortal, frPortal].map(everyNamespace),
  );
  await portal.init({
    resources: {
      en: { translation: { ...enSignIn, ...enPortalMessages } },
      es: { translation: { ...esSignIn, ...esPortalMessages } },
      fr: { translation: { ...frSignIn, ...frPortalMessages } },
    },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
});

const say = (language: string, key: string, options: Record<string, unknown>) =>
  portal.getFixedT(language)(key, options);

describe('counted strings', () => {
  it.each([
    ['es', 1, '1 activa', '1 pendiente de aprobación'],
    ['es', 2, '2 activas', '2 pendientes de aprobación'],
    ['fr', 1, '1 actif', '1 en attente d’approbation'],
    ['fr', 2, '2 actifs', '2 en attente d’approbation'],
    ['en', 1, '1 active', '1 pending approval'],
  ])('the wallet summary in %s with %i account', (language, count, active, pending) => {
    expect(say(language, 'dashboard.wallet.activeCount', { count })).toBe(active);
    expect(say(language, 'dashboard.wallet.pendingCount', { count })).toBe(pending);
  });

  it('agree with their count in the other strings that had it wrong', () => {
    expect(say('es', 'dashboard.campaigns.steps.remaining', { count: 1 })).toBe('Queda 1');
    expect(say('es', 'dashboard.campaigns.steps.remaining', { count: 3 })).toBe('Quedan 3');
    expect(say('es', 'relationships.unclaimed.openInvoices', { count: 1, amount: '$5.00' })).toBe('1 abierta · $5.00');
    expect(say('fr', 'relationships.unclaimed.openInvoices', { count: 1, amount: '5,00 $' })).toBe(
      '1 ouverte · 5,00 $',
    );
    expect(say('fr', 'relationships.unclaimed.openInvoices', { count: 2, amount: '5,00 $' })).toBe(
      '2 ouvertes · 5,00 $',
    );
    expect(say('en', 'paperwork.show.combined', { count: 1, fileName: 'pod.pdf' })).toBe('pod.pdf added (1 page).');
    expect(say('en', 'paperwork.show.combined', { count: 3, fileName: 'pod.pdf' })).toBe('pod.pdf added (3 pages).');
    expect(say('en', 'invoices.quickPay.body', { count: 1, amount: '$5.00' })).toBe(
      'QuickPay could pay $5.00 on 1 invoice now.',
    );
  });

  /**
   * The English strings where a count stands apart from any word that would agree with it (after a
   * colon), or is never one; every other `{{count}}` must be a plural.
   */
  const countNotInflected = new Set([
    'errors-sign-in.passwordReset.codeMismatch',
    'errors.passwordReset.codeMismatch',
    'errors.claim.codeMismatch',
    'wallet.loadPay.codeMismatch',
    'wallet-server.loadPay.codeMismatch',
    // 'More than {{count}} brokers': the count of brokers on the portal, in the thousands.
    'brokers.subheading',
    // 'Downloads (3)': a tally beside a heading, no word agrees with it.
    'shell.downloads.collapsed',
  ]);

  it('are plurals wherever a word agrees with the count', async () => {
    type Tree = { [key: string]: string | Tree };
    const leaves = (tree: Tree, prefix: string): [string, string][] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string'
          ? [[`${prefix}.${key}`, value] as [string, string]]
          : leaves(value, `${prefix}.${key}`),
      );
    const directory = join(dirname(fileURLToPath(import.meta.url)), '../../../shared/i18n/en');
    const files = readdirSync(directory).filter((file) => file.endsWith('.ts'));
    const singular: string[] = [];
    for (const file of files) {
      const module: { default: Tree } = await import(join(directory, file));
      for (const [key, text] of leaves(module.default, file.replace(/\.ts$/, ''))) {
        if (/\{\{\s*count\s*\}\}/.test(text) && !/_(zero|one|two|few|many|other)$/.test(key)) {
          if (!countNotInflected.has(key)) singular.push(key);
        }
      }
    }
    expect(singular).toEqual([]);
  });
});

describe('the dashboard’s wallet card', () => {
  beforeAll(setUpI18n);
  afterEach(cleanup);
  afterAll(() => changeLanguage('en'));

  const figures = {
    payorKindId: null,
    invoices: { totals: [], held: [] },
    relationships: { claimedCount: 0, unclaimedCount: 0 },
    wallet: {
      bankAccounts: [
        {
          id: 1,
          name: 'Operating account',
          methodTypeId: 1,
          statusId: BankAccountStatus.Active,
          isPending: false,
          isValidationRequired: false,
          destinationDescription: 'ACH ••••6789',
          currencyId: 1,
        },
      ],
      activeCount: 1,
      pendingCount: 0,
      held: [],
    },
  } satisfies Dashboard;

  it.each([
    ['es', '1 activa · 0 pendientes de aprobación'],
    ['fr', '1 actif · 0 en attente d’approbation'],
    ['en', '1 active · 0 pending approval'],
  ] as const)('counts one active account as one in %s', async (language, summary) => {
    await changeLanguage(language);
    render(
      <MemoryRouter>
        <WalletCard figures={figures} scope="" />
      </MemoryRouter>,
    );
    expect(screen.getByText(new RegExp(summary)).textContent).toContain(summary);
  });
});
