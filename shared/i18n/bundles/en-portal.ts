import areas from '../en/areas.ts';
import brokers from '../en/brokers.ts';
import dashboard from '../en/dashboard.ts';
import errors from '../en/errors.ts';
import invoices from '../en/invoices.ts';
import paperwork from '../en/paperwork.ts';
import payments from '../en/payments.ts';
import profile from '../en/profile.ts';
import registration from '../en/registration.ts';
import relationships from '../en/relationships.ts';
import settlements from '../en/settlements.ts';
import shell from '../en/shell.ts';
import validation from '../en/validation.ts';
import wallet from '../en/wallet.ts';

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
