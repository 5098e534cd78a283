import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';

/** Payee API: credit-notes (seeds 000 §7). */
export const payeeCreditNotesRoutes = createAreaRouter(Area.Payee);
