import type en from '../en/profile-server.ts';
import type { Messages } from '../languages.ts';

/** The profile messages the API sends too (shared/i18n/server-messages.ts loads only these). */
export default {
  errors: {
    resetMfa: 'No se pudo restablecer la configuración multifactor del usuario. Inténtelo de nuevo.',
    sendPassword: 'No se pudo enviar el correo con la contraseña temporal. Inténtelo de nuevo.',
    notSaved: 'Sus cambios no se guardaron.',
    load: 'Algo salió mal.',
    cannotRemoveSelf: 'No puede quitarse a sí mismo de la empresa.',
    cannotResetOwnMfa: 'No puede restablecer aquí su propia autenticación multifactor.',
  },
  validation: {
    rolesRequired: 'Elija al menos un rol.',
    roleUnavailable: 'Este rol no se puede asignar en esta empresa.',
    alreadyMember: 'Esta persona ya es usuario de esta empresa.',
    keepOwnAdmin: 'No puede quitarse su propio rol de administrador.',
  },
  emails: {
    welcome: {
      subject: 'Se le agregó a LanePay',
      body: 'Hola, {{name}}: se le agregó a {{company}} en LanePay. Inicie sesión con su correo y la contraseña temporal {{password}}; luego elija una nueva contraseña y configure la autenticación multifactor.',
    },
    mfaReset: {
      subject: 'Se restableció su autenticación multifactor de LanePay',
      body: 'Hola, {{name}}: un administrador restableció su autenticación multifactor. Inicie sesión con la contraseña temporal {{password}}, elija una nueva contraseña y configure de nuevo la autenticación multifactor. Si no esperaba este cambio, comuníquese con soporte.',
    },
  },
} satisfies Messages<typeof en>;
