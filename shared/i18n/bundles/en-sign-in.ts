import auth from '../en/auth.ts';
import common from '../en/common.ts';
import errors from '../en/errors-sign-in.ts';
import validation from '../en/validation-sign-in.ts';

/** What the login page needs: it loads first, so it stays small. */
export default { common, auth, errors, validation };
