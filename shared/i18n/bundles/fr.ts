import areas from '../fr/areas.ts';
import auth from '../fr/auth.ts';
import common from '../fr/common.ts';
import emails from '../fr/emails.ts';
import errors from '../fr/errors.ts';
import shell from '../fr/shell.ts';
import validation from '../fr/validation.ts';

/** Every namespace in one object: the browser's i18next resources for this language. */
export default { common, auth, errors, validation, emails, shell, areas };
