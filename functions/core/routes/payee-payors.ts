import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';

/** Payee API: payors (seeds 000 §7). */
export const payeePayorsRoutes = createAreaRouter(Area.Payee);
