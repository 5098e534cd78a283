import type en from '../en/wallet.ts';
import type { Messages } from '../languages.ts';

export default {} satisfies Messages<typeof en>;
