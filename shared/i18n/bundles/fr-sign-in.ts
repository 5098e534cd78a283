import auth from '../fr/auth.ts';
import common from '../fr/common.ts';
import errors from '../fr/errors.ts';
import validation from '../fr/validation.ts';

/** What the login page needs: it loads first, so it stays small. */
export default { common, auth, errors, validation };
