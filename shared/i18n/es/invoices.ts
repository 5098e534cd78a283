import type en from '../en/invoices.ts';
import type { Messages } from '../languages.ts';

export default {} satisfies Messages<typeof en>;
