import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';

/** Payee API: invoices (seeds 000 §7). */
export const payeeInvoicesRoutes = createAreaRouter(Area.Payee);
