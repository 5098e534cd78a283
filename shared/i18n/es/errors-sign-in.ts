import type en from '../en/errors-sign-in.ts';
import type { Messages } from '../languages.ts';

export default {
  validationFailed: 'Algunos campos requieren su atención.',
  malformedBody: 'No se pudo leer el cuerpo de la solicitud.',
  unsupportedMediaType: 'La solicitud debe enviarse como JSON.',
  serviceUnavailable: 'El servicio está ocupado en este momento. Vuelva a intentarlo en unos segundos.',
  unauthenticated: 'Su sesión ha terminado. Inicie sesión de nuevo.',
  forbidden: 'No tiene acceso a esta página.',
  csrfMismatch: 'No se pudo verificar su sesión. Vuelva a cargar la página.',
  mfaRequired: 'Debe configurar la autenticación multifactor antes de continuar.',
  notFound: 'No encontrado.',
  internal: 'Algo salió mal.',
  generic: 'Algo salió mal.',
  invalidCredentials: 'No se pudo completar el inicio de sesión. Inténtelo de nuevo.',
  userNotFound: 'No existe ninguna cuenta para este inicio de sesión.',
  companyNotAvailable: 'No se seleccionó ninguna empresa.',
  ssoNotConfigured: 'El inicio de sesión único no está disponible.',
  ssoFailed: 'No se pudo completar el inicio de sesión único. Inténtelo de nuevo.',
  mfaCodeMismatch: 'El código no es correcto. Inténtelo de nuevo.',
  mfaTooManyCodes: 'Se enviaron demasiados códigos. Espere unos minutos e inténtelo de nuevo.',
  mfaTypeUnavailable: 'Las llamadas aún no están disponibles. Elija Texto.',
  mfaNotEnrolled: 'No se pudo activar la autenticación multifactor. Inténtelo de nuevo.',
  timeoutTitle: 'Atención',
  timeout: 'Estamos procesando su solicitud. Vuelva a consultar más tarde.',
  noResponseTitle: 'Vaya',
  noResponse: 'Parece que algo salió mal. Inténtelo de nuevo.',
  errorTitle: 'Error',
  successTitle: 'Éxito',
  passwordReset: {
    tooManyRequests:
      'Demasiadas solicitudes de restablecimiento de contraseña. Espere un momento e inténtelo de nuevo.',
    codeMismatch: 'Ese código no es correcto. Intentos restantes: {{count}}.',
    noAttemptsRemaining: 'No quedan intentos. Solicite un código nuevo.',
    codeExpired: 'Este código ha vencido. Solicite un código nuevo.',
    codeUsed: 'Este código ya se utilizó. Solicite un código nuevo.',
    codeNotSent: 'Este código no es correcto. Solicite un código nuevo.',
    passwordRefused: 'No se puede usar esta contraseña. Elija otra.',
  },
  reauthenticationRequired:
    'Por su seguridad, introduzca de nuevo su contraseña antes de cambiar su número de teléfono de autenticación multifactor.',
  reauthenticationFailed: 'No se pudo confirmar el inicio de sesión. Inténtelo de nuevo.',
} satisfies Messages<typeof en>;
