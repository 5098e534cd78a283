import type en from '../en/brokers.ts';
import type { Messages } from '../languages.ts';

export default {
  pageTitle: 'Todos los brokers',
  heading: 'Cobre de los brokers para los que transporta',
  subheading: 'Más de {{count}} brokers pagan a sus transportistas a través de LanePay. Encuentre el suyo y conéctese.',
  search: 'Buscar brokers',
  searchPlaceholder: 'Nombre del broker',
  connect: 'Conectar',
  noResults: 'Ningún broker coincide con «{{query}}».',
  count_one: '{{count}} broker',
  count_other: '{{count}} brokers',
  logIn: 'Iniciar sesión',
  createAccount: 'Crear una cuenta',
  loadFailed: 'No se pudo cargar la lista de brokers. Inténtelo de nuevo.',
} satisfies Messages<typeof en>;
