import auth from '../es/auth.ts';
import common from '../es/common.ts';
import errors from '../es/errors-sign-in.ts';
import validation from '../es/validation-sign-in.ts';

/** What the login page needs: it loads first, so it stays small. */
export default { common, auth, errors, validation };
