import { Navigate, useParams } from 'react-router-dom';
import { Page } from '#web/components/layouts/page.tsx';
import { noaProcessingPaths } from '#web/config/paths.ts';
import { useNoaDocument } from '../api/get-document.ts';

/** `/admin/noa/{id}/redirect`: a link to a document opens its work screen while it is worked, else its history. */
export function NoaRedirectRoute() {
  const { id = '' } = useParams();
  const record = useNoaDocument(id);
  if (record.isError) return <Navigate to={noaProcessingPaths.error} replace />;
  if (!record.data) return <Page title="…" isLoading />;
  const worked = record.data.work !== 'none' || record.data.lease !== null;
  return <Navigate to={worked ? noaProcessingPaths.document(id) : noaProcessingPaths.history(id)} replace />;
}
