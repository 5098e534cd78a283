import type en from '../en/payments.ts';
import type { Messages } from '../languages.ts';

export default {} satisfies Messages<typeof en>;
