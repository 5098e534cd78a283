import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';

/** Files of the payee area: payments. Paths mirror the core API under /api/v1/exports/core. */
export const payeePaymentsReportRoutes = createAreaRouter(Area.Payee, '/core');
