import type en from '../en/emails.ts';
import type { Messages } from '../languages.ts';

export default {
  temporaryPassword: {
    subject: 'Su contraseña temporal de LanePay',
    body: 'Su contraseña temporal es {{password}}. Inicie sesión con ella y elija una contraseña nueva. Si no la solicitó, comuníquese con soporte.',
  },
} satisfies Messages<typeof en>;
