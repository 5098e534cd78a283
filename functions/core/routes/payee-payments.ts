import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';

/** Payee API: payments (seeds 000 §7). */
export const payeePaymentsRoutes = createAreaRouter(Area.Payee);
