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
    detailsOwnedByUser: 'Este usuario también pertenece a otras empresas: solo él puede cambiar su nombre y teléfono.',
    credentialsOwnedElsewhere:
      'Este usuario pertenece a empresas que usted no administra: solo él o esas empresas pueden restablecer su inicio de sesión.',
  },
  validation: {
    rolesRequired: 'Elija al menos un rol.',
    roleUnavailable: 'Este rol no se puede asignar en esta empresa.',
    alreadyMember: 'Esta persona ya es usuario de esta empresa.',
    alreadyInvited: 'Esta persona ya fue invitada a esta empresa.',
    keepOwnAdmin: 'No puede quitarse su propio rol de administrador.',
  },
  emails: {
    invitation: {
      subject: 'Le invitan a unirse a {{company}} en LanePay',
      body: '{{company}} le invitó a unirse en LanePay. Inicie sesión con su cuenta de LanePay para aceptar o rechazar: la invitación está en el menú de su cuenta. Si no la esperaba, rechácela o ignore este correo.',
    },
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
