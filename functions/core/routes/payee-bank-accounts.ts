import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';

/** Payee API: bank-accounts (seeds 000 §7). */
export const payeeBankAccountsRoutes = createAreaRouter(Area.Payee);
