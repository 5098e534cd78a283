import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';

/** Payee API: relationships (seeds 000 §7). */
export const payeeRelationshipsRoutes = createAreaRouter(Area.Payee);
