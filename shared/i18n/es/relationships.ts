import type en from '../en/relationships.ts';
import type { Messages } from '../languages.ts';

export default {} satisfies Messages<typeof en>;
