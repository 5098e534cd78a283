import type en from '../en/common.ts';
import type { Messages } from '../languages.ts';

export default {
  product: 'LanePay',
  pageTitle: '{{page}} | {{product}}',
  loading: 'Cargando…',
  close: 'Cerrar',
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
} satisfies Messages<typeof en>;
