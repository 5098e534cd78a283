import areas from '../en/areas.ts';
import auth from '../en/auth.ts';
import common from '../en/common.ts';
import emails from '../en/emails.ts';
import errors from '../en/errors.ts';
import shell from '../en/shell.ts';
import validation from '../en/validation.ts';

/** Every namespace in one object: the browser's i18next resources for this language. */
export default { common, auth, errors, validation, emails, shell, areas };
