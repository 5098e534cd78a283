import type en from '../en/errors-sign-in.ts';
import type { Messages } from '../languages.ts';

export default {
  validationFailed: 'Algunos campos requieren su atención.',
  malformedBody: 'No se pudo leer el cuerpo de la solicitud.',
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
} satisfies Messages<typeof en>;
