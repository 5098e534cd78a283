import type en from '../en/profile.ts';
import type { Messages } from '../languages.ts';

export default {} satisfies Messages<typeof en>;
