import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Area } from '#shared/enums/company-type.ts';
import { canUsePayeeFeature, PayeeFeature } from '#shared/permissions/payee.ts';
import { AreaShell } from '../components/layouts/area-shell/area-shell.tsx';
import { useAreaShell } from '../components/layouts/area-shell/area-shell-context.ts';
import { NotFoundPage } from '../components/status-pages/not-found-page.tsx';
import { currentUserQueryOptions, useCurrentUser } from '../features/auth/api/get-current-user.ts';
import { getTokenExpiration } from '../features/auth/api/get-token-expiration.ts';
import { logout } from '../features/auth/api/logout.ts';
import { renewSession } from '../features/auth/api/renew-session.ts';
import { useSwitchCompany } from '../features/auth/api/switch-company.ts';
import { DownloadsTray } from '../features/export-jobs/components/downloads-tray.tsx';
import { useMyInvitations } from '../features/invitations/api/get-my-invitations.ts';
import { InvitationsDialog } from '../features/invitations/components/invitations-dialog.tsx';
import { InvitationsNotice } from '../features/invitations/components/invitations-notice.tsx';
import { BankAccountStatusPoller } from '../features/payee-wallet/components/bank-account-status-poller.tsx';
import { SessionMonitor } from '../features/session/components/session-monitor.tsx';
import { legacyUserKindOf, resolveUnknownPath } from './legacy-redirects.ts';
import { usePayorPaperwork } from './use-payor-paperwork.ts';

/**
 * An area's frame, loaded lazily with the area: the shell for the signed-in user, wired to the
 * auth feature's session calls, the invitations waiting for the user's answer (a notice above the
 * page and an account menu item open them), the downloads tray (export jobs) and the session monitor. The app layer does the wiring so the
 * shell and the session feature stay independent of the auth feature. `RequireArea` has already
 * made sure the user belongs here.
 */
export function AreaLayout({ area, children }: { area: Area; children?: ReactNode }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const refreshUser = useCallback(() => queryClient.invalidateQueries(currentUserQueryOptions()), [queryClient]);
  const switchCompany = useSwitchCompany();
  const payorPaperwork = usePayorPaperwork(area, user ?? undefined);
  const invitations = useMyInvitations().data?.items ?? [];
  const [reviewingInvitations, setReviewingInvitations] = useState(false);
  const openInvitations = useCallback(() => setReviewingInvitations(true), []);
  if (!user) return null;
  const count = invitations.length;
  return (
    <>
      <AreaShell
        area={area}
        user={user}
        onLogOut={() => void logout()}
        onSwitchCompany={(company) => switchCompany.mutateAsync({ companyGuid: company.guid })}
        onRefreshUser={refreshUser}
        payorPaperwork={payorPaperwork}
        accountActions={
          count > 0
            ? [{ id: 'invitations', label: t('shell.invitations.menu', { count }), onSelect: openInvitations }]
            : []
        }
      >
        {count > 0 ? <InvitationsNotice invitations={invitations} onReview={openInvitations} /> : null}
        {/* Pending accounts are polled for the users who have a wallet (the API refuses the others). */}
        {area === Area.Payee && canUsePayeeFeature(PayeeFeature.Wallet, user.authRoles) ? (
          <BankAccountStatusPoller />
        ) : null}
        {children ?? <Outlet />}
      </AreaShell>
      <InvitationsDialog
        open={reviewingInvitations}
        invitations={invitations}
        onClose={() => setReviewingInvitations(false)}
        onJoined={refreshUser}
      />
      {/* In the frame, so the files being made stay in view (and polled) from page to page. */}
      <DownloadsTray />
      <SessionMonitor checkSession={getTokenExpiration} renewSession={renewSession} logout={logout} />
    </>
  );
}

/** An area's index: on to its landing page (Debtors for factors, Paperwork for paperwork-only payees). */
export function AreaHomeRedirect() {
  return <Navigate to={useAreaShell().home} replace />;
}

/** The in-shell not-found page; 'Return to home' leads to the area's landing page. */
export function AreaNotFound() {
  return <NotFoundPage home={useAreaShell().home} />;
}

/**
 * A path under an area that matches no route: an old address still redirects (the payor's
 * /payor/paperwork/* lives under /payor), anything else is the in-shell not-found page.
 */
export function AreaUnknownPath() {
  const { user } = useAreaShell();
  const { pathname, search } = useLocation();
  const outcome = resolveUnknownPath(pathname, search, legacyUserKindOf(user));
  return outcome.kind === 'redirect' ? <Navigate to={outcome.to} replace /> : <AreaNotFound />;
}
