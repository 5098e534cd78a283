import type en from '../en/validation-sign-in.ts';
import type { Messages } from '../languages.ts';

export default {
  required: 'Obligatorio',
  invalid: 'Valor no válido',
  text: {
    singleLine: 'No debe contener saltos de línea ni caracteres de control',
    multiLine: 'No debe contener caracteres de control',
  },
  invalidEmail: 'Correo electrónico no válido',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  password: {
    mustContain: 'Debe contener {{validationStrings}}',
    number: 'Al menos un número',
    letter: 'Al menos una letra',
    lowercase: 'Una letra minúscula',
    uppercase: 'Una letra mayúscula',
    special: 'Un carácter especial',
    minLength: '{{minLength}} caracteres como mínimo',
    maxLength: '{{maxLength}} caracteres como máximo',
  },
  phoneNumber: 'Introduzca un número de teléfono válido',
  mfaCode: 'Introduzca el código de 6 dígitos',
  postalCode: 'Debe ser un código postal válido',
  date: 'Debe ser una fecha válida',
  termsRequired: 'Debe aceptar los Términos del servicio.',
  contactMethodRequired: 'Elija un método de contacto.',
  noCompanySelected: 'No se ha seleccionado ninguna empresa.',
} satisfies Messages<typeof en>;
