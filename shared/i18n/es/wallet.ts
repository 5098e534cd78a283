import type en from '../en/wallet.ts';
import type { Messages } from '../languages.ts';
import walletServerMessages from './wallet-server.ts';

/** Área del transportista: cartera, las cuentas bancarias del transportista. */
export default {
  title: 'Cartera',
  intro: 'Las cuentas a las que se envían sus pagos. Las cuentas nuevas se revisan antes de poder recibir fondos.',
  add: 'Agregar cuenta bancaria',
  security: 'Nunca mostramos los números de cuenta completos, solo sus últimos cuatro dígitos.',
  errors: {
    generic: 'Algo salió mal.',
  },
  pending: {
    title: 'Pendiente de aprobación',
    text: 'Las cuentas nuevas suelen aprobarse en unos minutos. Algunas requieren una llamada de verificación, que hacemos en un plazo de {{days}} días hábiles.',
  },
  empty: {
    title: 'Aún no hay cuentas bancarias',
    text: 'Agregue la cuenta a la que desea que se envíen sus pagos.',
  },
  list: {
    caption: 'Cuentas bancarias',
    account: 'Cuenta',
    method: 'Método',
    bank: 'Banco o dirección',
    currency: 'Moneda',
    status: 'Estado',
    added: 'Agregada',
    routing: 'Ruta {{routing}}',
    unknownBank: 'Banco no registrado',
    verificationCall: 'Llamada de verificación en un plazo de 7 días hábiles',
  },
  status: {
    active: 'Activa',
    pendingVerification: 'Pendiente de aprobación',
    pendingFinalReview: 'Pendiente de revisión final',
    underReview: 'En revisión',
    declined: 'Rechazada',
    inactive: 'Inactiva',
  },
  alerts: {
    approved: {
      title: 'La cuenta ha sido aprobada',
      message: 'La cuenta {{accountName}} ha sido aprobada y está lista para recibir fondos.',
    },
    declined: {
      title: 'La cuenta ha sido rechazada',
      message: 'La cuenta {{accountName}} ha sido rechazada.',
    },
    verificationRequired: {
      title: 'La cuenta requiere una verificación adicional',
      message:
        'Se requiere una verificación para la cuenta {{accountName}}. Le llamaremos en un plazo de 7 días hábiles para completarla.',
    },
  },
  added: {
    title: 'Cuenta bancaria agregada',
    message: '{{accountName}} está pendiente de aprobación. Esto suele tardar unos minutos.',
  },
  countries: {
    US: 'Estados Unidos',
    CA: 'Canadá',
  },
  form: {
    title: 'Agregar cuenta bancaria',
    back: 'Volver a la cartera',
    methodTitle: 'Cómo recibe sus pagos',
    country: 'País de la cuenta',
    method: 'Método de pago',
    arrivesDays: 'Llega en {{min}}–{{max}} días hábiles',
    arrivesMinutes: 'Llega en {{min}}–{{max}} minutos',
    arrivesUnknown: 'El plazo de llegada varía',
    fee: '{{fee}} por pago',
    noFee: 'Sin cargo',
    accountTitle: 'Datos de la cuenta',
    routingNumber: 'Número de ruta bancaria',
    routingHintUs: 'Los nueve dígitos de la parte inferior izquierda de sus cheques.',
    routingHintCa:
      'Nueve dígitos: 0, su número de institución de 3 dígitos y luego su número de tránsito de 5 dígitos.',
    bankFound: '{{bank}} · {{city}}, {{state}}',
    accountNumber: 'Número de cuenta',
    confirmAccountNumber: 'Confirme el número de cuenta',
    intermediaryRoutingNumber: 'Número de ruta del banco intermediario',
    beneficiaryAddress: 'Dirección del titular de la cuenta',
    mailingAddress: 'Dónde enviamos sus cheques',
    addr1: 'Dirección',
    addr2: 'Apartamento, oficina o unidad',
    city: 'Ciudad',
    state: 'Estado',
    province: 'Provincia o territorio',
    zipCode: 'Código ZIP',
    postalCode: 'Código postal',
    choose: 'Elija…',
    accountName: 'Alias de la cuenta',
    accountNameHint:
      'Se muestra en su cartera y en los pagos. Si lo deja vacío, usamos el nombre del banco y los últimos cuatro dígitos.',
    optional: '{{label}} (opcional)',
    review: 'Revisar',
    checking: 'Comprobando…',
  },
  review: {
    title: 'Revise su cuenta',
    intro: 'Compruebe los datos. Los pagos se envían a esta cuenta una vez aprobada.',
    method: 'Método de pago',
    destination: 'Paga a',
    bank: 'Banco',
    address: 'Dirección',
    name: 'Alias',
    defaultName: 'Nombre del banco y últimos cuatro dígitos',
    pendingNotice: 'La cuenta se agrega pendiente de aprobación, lo que suele tardar unos minutos.',
    edit: 'Editar datos',
    add: 'Agregar cuenta',
    adding: 'Agregando…',
  },
  aside: {
    title: 'Antes de agregar una cuenta',
    review: 'Cada cuenta nueva se revisa antes de enviarle pagos. La mayoría se aprueba en unos minutos.',
    verification:
      'Algunas cuentas requieren una breve llamada de verificación al teléfono registrado, en un plazo de 7 días hábiles.',
  },
  ...walletServerMessages,
} satisfies Messages<typeof en>;
