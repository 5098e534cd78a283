import type en from '../en/common.ts';
import type { Messages } from '../languages.ts';

export default {
  product: 'LanePay',
  pageTitle: '{{page}} | {{product}}',
  loading: 'Cargando…',
  close: 'Cerrar',
  retry: 'Reintentar',
  cancel: 'Cancelar',
  continue: 'Continuar',
  save: 'Guardar',
  submit: 'Enviar',
  back: 'Atrás',
  returnToHome: 'Volver al inicio',
  logOut: 'Cerrar sesión',
  yes: 'Sí',
  no: 'No',
  show: 'Mostrar',
  hide: 'Ocultar',
  toast: {
    region: 'Notificaciones',
    close: 'Descartar la notificación',
  },
  cookies: {
    label: 'Consentimiento de cookies',
    message:
      'Usamos cookies para mantener su sesión iniciada y recordar sus preferencias. Con su consentimiento, también usamos cookies que nos ayudan a mejorar el portal.',
    accept: 'Aceptar todas las cookies',
    essentialOnly: 'Solo las esenciales',
  },
} satisfies Messages<typeof en>;
