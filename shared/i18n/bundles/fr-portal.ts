import areas from '../fr/areas.ts';
import brokers from '../fr/brokers.ts';
import dashboard from '../fr/dashboard.ts';
import errors from '../fr/errors.ts';
import invoices from '../fr/invoices.ts';
import paperwork from '../fr/paperwork.ts';
import payments from '../fr/payments.ts';
import profile from '../fr/profile.ts';
import registration from '../fr/registration.ts';
import relationships from '../fr/relationships.ts';
import settlements from '../fr/settlements.ts';
import shell from '../fr/shell.ts';
import validation from '../fr/validation.ts';
import wallet from '../fr/wallet.ts';

/** Everything the signed-in portal adds to the sign-in messages, loaded with the portal. */
export default {
  shell,
  errors,
  validation,
  areas,
  brokers,
  invoices,
  payments,
  relationships,
  wallet,
  profile,
  registration,
  dashboard,
  settlements,
  paperwork,
};
