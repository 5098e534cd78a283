import areas from '../es/areas.ts';
import auth from '../es/auth.ts';
import common from '../es/common.ts';
import emails from '../es/emails.ts';
import errors from '../es/errors.ts';
import shell from '../es/shell.ts';
import validation from '../es/validation.ts';

/** Every namespace in one object: the browser's i18next resources for this language. */
export default { common, auth, errors, validation, emails, shell, areas };
