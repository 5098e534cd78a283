import type en from '../en/errors.ts';
import type { Messages } from '../languages.ts';
import signInErrors from './errors-sign-in.ts';

export default {
  ...signInErrors,
  /** Files made in the background (issue 14): the export jobs API and its worker. */
  exportJob: {
    notAFile: 'Este no es un archivo que el portal pueda generar.',
    failed: 'No se pudo generar el archivo. Inténtelo de nuevo.',
    notFailed: 'Solo se puede reintentar una exportación fallida.',
    requestReused: 'Esta solicitud ya se usó para otra exportación.',
  },
  exportTooLarge: 'Este archivo sería demasiado grande para descargarlo. Limite los filtros e inténtelo de nuevo.',
  claim: {
    codeMismatch: 'Ese código no es correcto. Intentos restantes: {{count}}.',
    noAttemptsRemaining: 'No quedan intentos',
    codeExpired: 'Este código ha vencido. Envíe un código nuevo.',
    codeUsed: 'Este código ya se utilizó. Envíe un código nuevo.',
    codeNotSent: 'Primero envíe un código de verificación.',
    tooManyCodes: 'Se enviaron demasiados códigos. Espere unos minutos e inténtelo de nuevo.',
    methodUnavailable: 'Este método de contacto no puede recibir ese tipo de mensaje.',
    notLinked: 'Este método de contacto no está registrado para los pagadores seleccionados.',
    termNotOffered: 'Este pagador no ofrece ese plazo de pago.',
    verificationRequired: 'Esta conexión debe verificarse con un código.',
    unableToVerify: 'No pudimos verificar su información',
    notClaimed: 'Conéctese con este pagador antes de cambiar su plazo de pago.',
    alreadyClaimed: 'Este pagador ya está conectado.',
  },
  paperworkTermsNotAccepted: 'Acepte los términos de liquidación para ver la documentación.',
  billNotEditable: 'Esta factura ya no se puede modificar.',
  bill: {
    notSubmittable: 'Algunas facturas no están listas para enviarse.',
    notResubmittable: 'Esta factura no se puede enviar en su estado actual.',
    invalidTransition: 'Esta factura no puede pasar a ese estado desde su estado actual.',
    concurrentUpdate: 'Esta factura se modificó al mismo tiempo. Vuelva a cargarla e inténtelo de nuevo.',
    queueUnavailable: 'No se pudo enviar su documentación en este momento. Inténtelo de nuevo en unos minutos.',
    unknownCarrier: 'No se encontró ninguna relación con este transportista.',
  },
  invoice: {
    endBeforeStart: 'La fecha final debe ser igual o posterior a la fecha inicial.',
    grossPositive: 'El importe debe ser mayor que $0.00.',
    termLocked: 'El plazo de pago de esta factura está bloqueado y ya no se puede cambiar.',
    factored: 'Las facturas factorizadas se pagan a la empresa de factoraje según sus condiciones.',
    notEligible: 'Solo las facturas estándar pueden cambiar su plazo de pago.',
    unclaimed: 'Conéctese con este pagador antes de elegir un plazo de pago.',
    termNotOffered: 'Este pagador no ofrece ese plazo de pago.',
    concurrentUpdate: 'Esta factura se modificó al mismo tiempo. Vuelva a cargarla e inténtelo de nuevo.',
    invalidTransition: 'Esta factura no puede pasar a ese estado desde su estado actual.',
    statusNotAllowed: 'Este estado lo establece LanePay, no el pagador.',
    duplicateInvoiceNumber: 'Ya se envió una factura con este número.',
    duplicateLoadNumber: 'Ya se envió una factura para este número de carga.',
    unknownRelationship: 'No se encontró ninguna relación con este transportista.',
    tooManySelected: 'Seleccione como máximo {{maxLength}} facturas a la vez.',
  },
  noaNotice: {
    notDisputable:
      'El plazo para disputar este aviso ya pasó, así que sus pagos van ahora al factor. Si no vendió estas facturas, llame de inmediato al soporte de LanePay.',
    concurrentUpdate: 'Este aviso se modificó al mismo tiempo. Vuelva a cargarlo e inténtelo de nuevo.',
  },
  highwayAlert: {
    alreadyEnded: 'Esta alerta ya se cerró de la otra manera.',
    concurrentUpdate: 'Esta alerta se modificó al mismo tiempo. Vuelva a cargarla e inténtelo de nuevo.',
  },
  registration: {
    expired: 'Su registro ha caducado. Vuelva a empezar.',
    accountExists: 'Ya existe una cuenta con esta dirección de correo electrónico',
    numbersTaken: 'Una empresa con este número DOT o MC ya tiene una cuenta de LanePay.',
    noMatch: 'No pudimos verificar su información',
    passwordRefused: 'Esta contraseña no cumple los requisitos.',
  },
  load: {
    duplicateLoadNumber: 'Ya existe otra carga con este número.',
    deliveryBeforePickup: 'La fecha de entrega debe ser igual o posterior a la fecha de recogida.',
    status: {
      invoiced: 'Esta carga tiene una factura: su estado sigue a la factura.',
      advanced: 'No se puede cancelar una carga con un anticipo.',
    },
    advance: {
      overLimit: 'El anticipo puede ser como máximo {{amount}} (la mitad del importe previsto de la factura).',
      alreadyRequested: 'Ya se solicitó un anticipo para esta carga.',
      invoiceApproved: 'La factura de esta carga está aprobada o pagada: ya no admite anticipo.',
      cancelled: 'Una carga cancelada no admite anticipo.',
    },
  },
  /** The payor's profile: its settings and its funding account. */
  profileSettings: {
    staffOnly: 'Solo LanePay puede cambiar este ajuste. Póngase en contacto con su gestor de cuenta.',
  },
  fundingAccount: {
    sameAsActive: 'Esta ya es la cuenta desde la que LanePay le hace los cargos.',
    pendingExists: 'Otra cuenta de sustitución está pendiente de revisión. Retírela primero o espere a la revisión.',
    notPending: 'Esta cuenta ya no está pendiente de revisión.',
  },
  concurrentChange: 'Esto se modificó al mismo tiempo. Vuelva a cargarlo e inténtelo de nuevo.',
  versionRequired:
    'Este cambio debe indicar sobre qué versión se hizo. Vuelva a cargar la página e inténtelo de nuevo.',
  versionInvalid: 'La versión enviada con este cambio no es válida. Vuelva a cargar la página e inténtelo de nuevo.',
  carrierInvite: {
    numbersDisagree: 'Este MC # y este DOT # pertenecen a dos transportistas distintos.',
    newCarrierNeedsEmail: 'Este transportista aún no está en LanePay: invítelo por correo electrónico.',
    concurrent: 'Este transportista fue invitado al mismo tiempo. Vuelva a cargar e inténtelo de nuevo.',
  },
  creditNote: {
    duplicateReference: 'Ya se emitió una nota de crédito con este número de referencia.',
  },
  /** Procesamiento de documentos NOA y LOR por el personal (issue 15). */
  noa: {
    leased: 'Otra persona está trabajando en este documento.',
    notAllowed: 'Este documento no puede dar este paso ahora. Vuelva a cargarlo.',
    notReady: 'Confirme los campos y haga todas las tareas primero.',
    ownDocument: 'Usted procesó este documento: lo audita otra persona.',
    lorStillRequired: 'Primero se necesita la carta de liberación del factor registrado.',
    notCarrier: 'Elija un transportista de LanePay.',
    notFactor: 'Elija un factor de LanePay.',
    notDebtor: 'Elija pagadores de este transportista.',
    searchCriterion: 'Introduzca un número de documento, un transportista, un factor o un estado para buscar.',
    notInQueue: 'Este documento ya no está en esta cola. Vuelva a cargarlo para ver dónde está ahora.',
    concurrentChange: 'Este documento se modificó al mismo tiempo. Vuelva a cargarlo e inténtelo de nuevo.',
    nothingSelected: 'Seleccione al menos un documento.',
    tooManySelected: 'Seleccione como máximo 50 documentos a la vez.',
    splitTwoParts: 'Divida el documento en al menos dos partes.',
    splitTooManyParts: 'Divida el documento en 10 partes como máximo.',
    splitPages: 'Las partes deben tomar cada página una vez, en orden, de la primera a la última.',
    rangeTooLong: 'Elija un intervalo de 92 días como máximo.',
    notStaffMember: 'No existe ese miembro del personal.',
  },
} satisfies Messages<typeof en>;
