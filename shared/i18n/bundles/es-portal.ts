import areas from '../es/areas.ts';
import brokers from '../es/brokers.ts';
import dashboard from '../es/dashboard.ts';
import errors from '../es/errors.ts';
import invoices from '../es/invoices.ts';
import paperwork from '../es/paperwork.ts';
import payments from '../es/payments.ts';
import profile from '../es/profile.ts';
import registration from '../es/registration.ts';
import relationships from '../es/relationships.ts';
import settlements from '../es/settlements.ts';
import shell from '../es/shell.ts';
import validation from '../es/validation.ts';
import wallet from '../es/wallet.ts';

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
