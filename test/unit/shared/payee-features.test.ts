import { describe, expect, it } from 'vitest';
import { Role } from '#shared/enums/role.ts';
import { canUsePayeeFeature, PayeeFeature } from '#shared/permissions/payee.ts';

const features = Object.values(PayeeFeature);
const usable = (roleIds: Role[]) => features.filter((feature) => canUsePayeeFeature(feature, roleIds));

describe('who may use each payee feature (seeds 000 §6)', () => {
  it('gives payee admins and billing every feature', () => {
    expect(usable([Role.PayeeAdmin])).toEqual(features);
    expect(usable([Role.PayeeBilling])).toEqual(features);
    expect(usable([Role.PayeeDriver, Role.PayeeBilling])).toEqual(features);
  });

  it('keeps a driver-only user to the dashboard, paperwork and profile', () => {
    expect(usable([Role.PayeeDriver])).toEqual([PayeeFeature.Dashboard, PayeeFeature.Paperwork, PayeeFeature.Profile]);
  });

  it('keeps a user without roles (paperwork-only) to paperwork and profile', () => {
    expect(usable([])).toEqual([PayeeFeature.Paperwork, PayeeFeature.Profile]);
  });

  it('treats roles that are not payee-level like a driver for money features', () => {
    expect(canUsePayeeFeature(PayeeFeature.Invoices, [Role.UserAdmin])).toBe(false);
    expect(canUsePayeeFeature(PayeeFeature.Wallet, [Role.UserAdmin])).toBe(false);
    expect(canUsePayeeFeature(PayeeFeature.Dashboard, [Role.UserAdmin])).toBe(true);
  });
});
