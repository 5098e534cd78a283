import { Navigate, useSearchParams } from 'react-router-dom';
import { destinationFor, returnUrlParam } from '#web/config/paths.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { LoginPage } from '../components/login-page.tsx';

/** `/` inside the app: a signed-in user goes on to their area, anyone else gets the login page. */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return null;
  if (user) return <Navigate to={destinationFor(user, searchParams.get(returnUrlParam))} replace />;
  return <LoginPage />;
}
