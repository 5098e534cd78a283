import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { MissingDetail, missingDetailSegment } from '#shared/enums/missing-detail.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { destinationFor, paths, returnUrlParam } from '#web/config/paths.ts';
import { deferMissingDetail, outstandingMissingDetails } from '#web/lib/deferred-missing-details.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { currentUserQueryOptions, useCurrentUser } from '../api/get-current-user.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import styles from '../components/form.module.css';
import { IncorrectFactorStep } from '../components/incorrect-factor-step.tsx';
import { MfaEnrolment } from '../components/mfa-enrolment.tsx';

/** `/missing-details/{segment}{returnUrl}`: finish what the account lacks, then continue to returnUrl. */
export function MissingDetailsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.missingDetails.pageTitle'));
  const { segment = '', '*': rest = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user, isPending } = useCurrentUser();
  const returnUrl = rest ? `/${rest}${location.search}` : null;

  if (isPending) return null;
  if (!user)
    return <Navigate to={`${paths.root}?${returnUrlParam}=${encodeURIComponent(location.pathname)}`} replace />;
  // Nothing left to complete here: carry on to where the user was going.
  if (!outstandingMissingDetails(user).some((detail) => missingDetailSegment[detail] === segment)) {
    return <Navigate to={destinationFor(user, returnUrl)} replace />;
  }
  const isMfa = segment === missingDetailSegment[MissingDetail.Mfa];
  const isIncorrectFactor = segment === missingDetailSegment[MissingDetail.IncorrectFactor];
  // The user as the server now sees them (the step answered), then on to the next step or the page.
  const carryOn = async () => {
    const next = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
    navigate(next ? destinationFor(next, returnUrl) : paths.root, { replace: true });
  };

  return (
    <AuthLayout>
      <div className={styles.header}>
        <h1>
          {isMfa
            ? t('auth.missingDetails.mfa.title')
            : isIncorrectFactor
              ? t('auth.missingDetails.incorrectFactor.title')
              : t('auth.missingDetails.pageTitle')}
        </h1>
      </div>
      {isMfa ? (
        <MfaEnrolment
          onDone={(enrolled) => {
            queryClient.setQueryData(currentUserQueryOptions().queryKey, enrolled);
            navigate(destinationFor(enrolled, returnUrl), { replace: true });
          }}
        />
      ) : isIncorrectFactor ? (
        <IncorrectFactorStep
          onDone={carryOn}
          onLater={() => {
            deferMissingDetail(user, MissingDetail.IncorrectFactor);
            navigate(destinationFor(user, returnUrl), { replace: true });
          }}
        />
      ) : (
        <Alert level="info">{t('auth.missingDetails.unsupported')}</Alert>
      )}
    </AuthLayout>
  );
}
