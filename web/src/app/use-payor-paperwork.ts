import { useMemo } from 'react';
import { Area } from '#shared/enums/company-type.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import {
  hasPayorPaperworkRole,
  type PayorPaperworkState,
  unknownPayorPaperwork,
} from '../components/layouts/area-shell/nav-items.ts';
import { paperworkInProduction } from '../config/runtime-config.ts';
import { useAcceptedTerms } from '../lib/paperwork/get-accepted-terms.ts';
import { useBillsPresent } from '../lib/paperwork/get-bills-present.ts';

/**
 * What the payor's Settlements item depends on (seeds 001 §2): paperwork in production (runtime
 * config), the user's accepted terms and whether the payor has bills (settlement API). Only payor
 * users whose roles open paperwork ask the API; for everyone else the state stays unknown, which
 * hides the item.
 */
export function usePayorPaperwork(area: Area, user: CurrentUser | undefined): PayorPaperworkState {
  const asks =
    area === Area.Payor && user !== undefined && hasPayorPaperworkRole(user.authRoles) && paperworkInProduction();
  const terms = useAcceptedTerms(asks);
  const present = useBillsPresent(asks);
  const hasAcceptedTerms = terms.data?.hasAcceptedTerms ?? false;
  const hasBills = present.data?.present ?? false;
  return useMemo(
    () => (asks ? { paperworkInProduction: true, hasAcceptedTerms, hasBills } : unknownPayorPaperwork),
    [asks, hasAcceptedTerms, hasBills],
  );
}
