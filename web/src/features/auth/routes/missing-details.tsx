import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { MissingDetail, missingDetailSegment } from '#shared/enums/missing-detail.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { destinationFor, paths, returnUrlParam } from '#web/config/paths.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { currentUserQueryOptions, useCurrentUser } from '../api/get-current-user.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import styles from '../components/form.module.css';
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
  if (!user.missingDetails.some((detail) => missingDetailSegment[detail] === segment)) {
    return <Navigate to={destinationFor(user, returnUrl)} replace />;
  }

  return (
    <AuthLayout>
      <div className={styles.header}>
        <h1>
          {segment === missingDetailSegment[MissingDetail.Mfa]
            ? t('auth.missingDetails.mfa.title')
            : t('auth.missingDetails.pageTitle')}
        </h1>
      </div>
      {segment === missingDetailSegment[MissingDetail.Mfa] ? (
        <MfaEnrolment
          onDone={(enrolled) => {
            queryClient.setQueryData(currentUserQueryOptions().queryKey, enrolled);
            navigate(destinationFor(enrolled, returnUrl), { replace: true });
          }}
        />
      ) : (
        <Alert level="info">{t('auth.missingDetails.unsupported')}</Alert>
      )}
    </AuthLayout>
  );
}
