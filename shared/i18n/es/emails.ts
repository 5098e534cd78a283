import type en from '../en/emails.ts';
import type { Messages } from '../languages.ts';

export default {
  temporaryPassword: {
    subject: 'Su contraseña temporal de LanePay',
    body: 'Su contraseña temporal es {{password}}. Inicie sesión con ella y elija una contraseña nueva. Si no la solicitó, comuníquese con soporte.',
  },
  relationshipVerification: {
    subject: 'Su código de verificación de LanePay',
    email:
      'Su código de verificación de LanePay es {{code}}. Ingréselo para conectarse con {{payors}}. Vence en {{minutes}} minutos. Si no lo solicitó, puede ignorar este correo.',
    text: 'LanePay: su código de verificación es {{code}}. Vence en {{minutes}} minutos.',
    voice:
      'Hola, le llamamos de LanePay. Su código de verificación es {{spokenCode}}. Repetimos, su código es {{spokenCode}}.',
  },
  claimRequest: {
    subject: 'Recibimos su solicitud para conectarse con {{payor}}',
    body: 'Recibimos su solicitud para conectar a {{carrier}} con {{payor}}. Nuestro equipo de transportistas se comunicará con usted para verificar la conexión.',
  },
  authorizationForm: {
    subject: 'Su autorización de broker para {{payor}}',
    body: '{{signerName}} ({{signerTitle}}) firmó el formulario de autorización de broker para {{carrier}} (MC/DOT {{mcOrDotNumber}}) el {{signedAt}}. {{carrier}} ya está conectado con {{payor}}.',
  },
  registrationCode: {
    subject: 'Su código de registro de LanePay',
    body: 'Su código de registro de LanePay es {{code}}. Caduca en {{minutes}} minutos. Si no inició un registro, puede ignorar este correo.',
  },
  registrationInvite: {
    subject: 'Registre {{companyName}} en LanePay',
    body: 'Hola {{name}}, {{fromName}} le pidió que registre {{companyName}} en LanePay para que cobre de sus brokers y cargadores. Empiece aquí: {{link}}',
  },
  billSentToAdmin: {
    subject: '{{driver}} le envió documentación de la carga {{loadNumber}}',
    body: '{{driver}} cargó la documentación de la carga {{loadNumber}} ({{payor}}) y se la envió para que la revise y la presente. Ábrala aquí: {{link}}',
  },
  passwordReset: {
    subject: 'Su código para restablecer la contraseña de LanePay',
    body: 'Su código para restablecer la contraseña de LanePay es {{code}}. Introdúzcalo con una contraseña nueva en la página de inicio de sesión antes de {{minutes}} minutos. Su contraseña actual sigue funcionando hasta entonces. Si no lo solicitó, puede ignorar este correo.',
  },
  passwordChanged: {
    subject: 'Se cambió su contraseña de LanePay',
    body: 'Se cambió la contraseña de su cuenta de LanePay y se cerró la sesión en todos los dispositivos. Si no fue usted, comuníquese con soporte de inmediato.',
  },
  mfaPhoneCode: {
    subject: 'Su código de teléfono de LanePay',
    text: 'LanePay: su código para recibir los códigos de inicio de sesión en este teléfono es {{code}}. Vence en {{minutes}} minutos.',
  },
  mfaPhoneChanged: {
    subject: 'Se cambió su teléfono de inicio de sesión de LanePay',
    body: 'Los códigos de inicio de sesión de su cuenta de LanePay ahora se envían al número que termina en {{lastDigits}}. Si no fue usted, comuníquese con soporte de inmediato.',
    text: 'LanePay: los códigos de inicio de sesión de su cuenta ahora van al número que termina en {{lastDigits}}. ¿No fue usted? Comuníquese con soporte de inmediato.',
  },
  carrierInvitation: {
    subject: '{{payor}} le invita a cobrar con LanePay',
    email:
      'Hola {{carrier}}, {{payor}} paga a sus transportistas con LanePay y le ha agregado como uno de ellos. Para conectarse con {{payor}}, inicie sesión en {{link}} (¿nuevo en LanePay? Un correo aparte le lleva su contraseña temporal) y reclame {{payor}} con el código de verificación que enviaremos a esta dirección de correo.',
    text: 'LanePay: {{payor}} invita a {{carrier}} a cobrar con LanePay. Inicie sesión en {{link}} y reclame {{payor}} con el código que enviaremos por mensaje a este número.',
  },
  noaNotice: {
    subject: '{{factor}} ahora recibe los pagos de {{carrier}}',
    body: '{{factor}} envió un aviso de cesión para {{carrier}}: a partir del {{coolingOffEnds}}, los pagos de {{payors}} irán a {{factor}} en lugar de a usted. Si no vendió estas facturas a {{factor}}, dispute el aviso antes de esa fecha: ningún pago se mueve hasta entonces. Véalo y dispútelo aquí: {{link}}',
    allPayors: 'todos sus pagadores',
  },
} satisfies Messages<typeof en>;
