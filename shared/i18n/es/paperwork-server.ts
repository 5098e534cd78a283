import type en from '../en/paperwork-server.ts';
import type { Messages } from '../languages.ts';

/** The paperwork messages the API sends too (shared/i18n/server-messages.ts loads only these). */
export default {
  validation: {
    requestReused: 'Esta solicitud ya se hizo para otra factura. Vuelva a cargar la página e inténtelo de nuevo.',
    lineHaulAmount: 'El importe del flete (Line Haul) debe ser superior a 0,00 $.',
    docType: 'Debe seleccionar un tipo de documento',
    broker: 'Debe seleccionar un bróker válido.',
    fileTooLarge: '{{fileName}} es demasiado grande. El tamaño máximo de archivo es de {{maxFileSizeInMB}} MB.',
    fileType: '{{fileName}} no es un archivo PDF, PNG, JPEG o TIFF.',
    uploadMissing: '{{fileName}} no terminó de cargarse. Vuelva a cargarlo.',
    nothingToCombine: 'No hay documentos PDF, PNG o JPEG para combinar.',
    chargeAmount: 'El importe debe ser superior a 0,00 $.',
    chargeType: 'Seleccione un tipo de cargo válido.',
    rejectionNote: 'Indique por qué se rechaza la factura.',
    carrier: 'Debe seleccionar un transportista válido.',
    payorCreated: 'Esta factura la creó su pagador: se queda con ese pagador.',
    uploadExpired: 'La carga de {{fileName}} caducó. Vuelva a cargarlo.',
    requiredDocument: {
      rateConfirmation: 'Se requiere una confirmación de tarifa.',
      proofOfDelivery: 'Se requiere un comprobante de entrega.',
      billOfLading: 'Se requiere un conocimiento de embarque.',
      invoice: 'Se requiere el documento de la factura.',
      lumperReceipt: 'Se requiere un recibo de descarga (lumper).',
      scaleTicket: 'Se requiere un ticket de báscula.',
      other: 'Se requiere un documento adicional.',
      combined: 'Se requiere un documento combinado.',
    },
    billState: {
      approved: 'Aprobada',
      delivered: 'Entregada',
      exception: 'Excepción',
      ignored: 'Ignorada',
      incomplete: 'Incompleta',
      pending: 'Pendiente',
      rejected: 'Rechazada',
      removed: 'Eliminada',
      sent: 'Enviada',
      submitted: 'Presentada',
    },
  },
  /** Emails the paperwork sends (the settlement API writes them to the outbox). */
  emails: {
    billFromPayor: {
      subject: '{{payor}} agregó una factura de la carga {{loadNumber}} a su documentación',
      body: '{{by}} de {{payor}} creó una factura para la carga {{loadNumber}}. Agregue sus cargos y documentos y preséntela aquí: {{link}}',
    },
  },
} satisfies Messages<typeof en>;
