import type en from '../en/validation.ts';
import type { Messages } from '../languages.ts';
import signInValidation from './validation-sign-in.ts';

export default {
  ...signInValidation,
  /** Free text longer than its field allows. */
  tooLong: 'Debe tener como máximo {{maxLength}} caracteres.',
  /** An uploaded file past its size limit (payor invoice spreadsheets). */
  fileTooLarge: 'El archivo es demasiado grande (1 MB como máximo).',
  registration: {
    companyNameRequired: 'El nombre de la empresa es obligatorio',
    nameRequired: 'El nombre es obligatorio',
    dotOrMcRequired: 'El n.º DOT o el n.º MC es obligatorio',
    dotNumeric: 'El n.º DOT debe ser numérico',
    mcNumeric: 'El n.º MC debe ser numérico',
    scac: 'Los códigos SCAC solo admiten de 2 a 4 letras',
    email: 'Introduzca una dirección de correo electrónico válida',
  },
  bankAccount: {
    routingNumber: 'Número de ruta bancaria no válido',
    maxLength: 'Debe tener como máximo {{maxLength}} caracteres.',
    minLength: 'Debe tener al menos {{minLength}} caracteres.',
    minDigits: 'Debe tener al menos {{digitCount}} dígitos.',
    digits: 'Debe tener {{digitCount}} dígitos.',
    typeIntoField: 'Rellene este campo.',
    pattern: 'El valor no coincide con el formato esperado',
  },
  profileSettings: {
    empty: 'Cambie al menos un ajuste.',
    unknown: 'Este no es un ajuste del perfil del pagador.',
    boolean: 'Elija activado (true) o desactivado (false).',
    schedule: 'Elija Daily, Weekly - Standard o Weekly - Immediate.',
    weekday: 'Elija un día de la semana.',
    number: 'Introduzca un número entero de {{min}} a {{max}}.',
  },
  fundingAccount: {
    accountNumbersDoNotMatch: 'Los números de cuenta no coinciden.',
  },
  chat: {
    name: 'Introduzca un nombre válido',
    email: 'Introduzca un correo electrónico válido',
    phone: 'Introduzca un número de teléfono válido',
    id: 'Introduzca el identificador',
  },
  noaUpload: {
    kind: 'Elija qué es el documento.',
    uploadMissing: 'El archivo no se ha subido. Vuelva a elegirlo.',
    uploadUsed: 'Este archivo ya se envió. Vuelva a elegirlo para enviar otro documento.',
    tooManyDebtors: 'Indique como máximo 25 deudores; para más, envíe un aviso general.',
    debtorsRequired: 'Elija los deudores a los que se refiere este documento.',
    debtorsNotNamed: 'Este tipo de documento cubre a todos los deudores: no indique ninguno.',
    oneDebtor: 'Una carta de liberación de un solo deudor indica un deudor.',
    debtorRepeated: 'Cada deudor una sola vez.',
    debtorUnknown: 'Este deudor no está en LanePay.',
    numbersDisagree: 'El MC # y el DOT # pertenecen a transportistas distintos.',
  },
} satisfies Messages<typeof en>;
