import type en from '../en/noa-notices.ts';
import type { Messages } from '../languages.ts';

export default {
  title: 'Avisos de cesión',
  intro:
    'Una empresa de factoraje que compra sus facturas envía a sus pagadores un aviso de cesión, y desde entonces ellos pagan al factor. Aquí aparece cada aviso que desvió sus pagos; si no vendió estas facturas, dispútelo antes de que termine su plazo.',
  empty: {
    title: 'No hay avisos de cesión',
    message: 'Sus pagos van a sus propias cuentas. Aquí aparecería un aviso de un factor.',
  },
  states: {
    coolingOff: 'En espera: puede disputarlo',
    inEffect: 'Vigente',
    ended: 'Terminado',
    underInvestigation: 'Disputado: en investigación',
    undone: 'Fraude confirmado: anulado',
  },
  stateHelp: {
    coolingOff: 'Ningún pago se mueve hasta el {{date}}. A partir de entonces estos pagadores pagan a {{factor}}.',
    inEffect: 'Estos pagadores pagan a {{factor}}.',
    ended: 'Una carta de liberación o un aviso posterior lo terminó.',
    underInvestigation:
      'LanePay lo está investigando. Los pagos de estos pagadores quedan retenidos hasta que se resuelva: nadie recibe pagos mientras tanto.',
    undone: 'LanePay confirmó que el aviso era fraudulento y lo anuló: estos pagadores le pagan a usted de nuevo.',
  },
  fields: {
    factor: 'Factor',
    payors: 'Pagadores cubiertos',
    allPayors: 'Todos sus pagadores',
    since: 'Desde',
    window: 'Disputar hasta',
    disputed: 'Disputado',
    reason: 'Su motivo',
  },
  open: 'Ver el aviso {{id}}',
  noticeTitle: 'Aviso {{id}} de {{factor}}',
  back: 'Todos los avisos',
  notFound: 'No se encontró este aviso.',
  loadFailed: 'No se pudieron cargar los avisos.',
  disputedBy: '{{date}} por {{name}}',
  dispute: {
    title: '¿Vendió estas facturas a {{factor}}?',
    text: 'Si no, dispute el aviso. Pasa al equipo antifraude de LanePay y los pagos de estos pagadores quedan retenidos, así que nadie recibe pagos, hasta que se resuelva.',
    onlyAdmins: 'Solo los administradores de su empresa pueden disputar un aviso.',
    reason: 'Por qué lo disputa',
    reasonHint: 'Por ejemplo: nunca trabajamos con este factor. El equipo antifraude de LanePay lo leerá.',
    reasonRequired: 'Indique por qué disputa este aviso.',
    submit: 'Disputar este aviso',
    submitting: 'Disputando…',
    done: 'Aviso disputado. El equipo antifraude de LanePay se comunicará con usted.',
    failed: 'No se pudo disputar el aviso. Inténtelo de nuevo.',
    closed: 'El plazo para disputar este aviso ya pasó. Si no vendió estas facturas, llame al soporte de LanePay.',
  },
} satisfies Messages<typeof en>;
