import auth from '../fr/auth.ts';
import common from '../fr/common.ts';
import errors from '../fr/errors-sign-in.ts';
import validation from '../fr/validation-sign-in.ts';

/** What the login page needs: it loads first, so it stays small. */
export default { common, auth, errors, validation };
