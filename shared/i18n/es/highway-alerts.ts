import type en from '../en/highway-alerts.ts';
import type { Messages } from '../languages.ts';

/** Área del pagador: alertas de Highway, verificaciones de identidad que retienen las facturas nuevas de un transportista. */
export default {
  title: 'Alertas de Highway',
  intro:
    'Transportistas cuyas verificaciones de identidad fallaron. Mientras una alerta está abierta, las facturas nuevas de ese transportista llegan retenidas; borre la alerta o ignórela para liberarlas.',
  filters: { label: 'Filtrar alertas', status: 'Estado', all: 'Todos los estados' },
  statuses: { '1': 'Activa', '2': 'Vencida', '3': 'Retiene facturas', '4': 'Ignorada' },
  checks: { authority: 'Autoridad de operación', insurance: 'Seguro', identity: 'Identidad' },
  results: { '1': 'Aprobada', '2': 'Fallida', '3': 'No disponible' },
  columns: {
    carrier: 'Transportista',
    status: 'Estado',
    failed: 'Verificaciones fallidas',
    raised: 'Generada',
    held: 'Facturas retenidas',
  },
  numbers: 'DOT {{dot}} · MC {{mc}}',
  heldCount_one: '{{count}} factura retenida',
  heldCount_other: '{{count}} facturas retenidas',
  expires: 'Vence el {{date}}',
  empty: {
    title: 'Ninguna alerta coincide con estos filtros',
    message: 'Pruebe otro estado.',
    noneTitle: 'No hay alertas de Highway',
    noneMessage: 'Ninguna verificación de identidad de transportistas requiere su atención.',
  },
  loadFailed: 'No se pudieron cargar las alertas.',
  details: {
    title: 'Alerta de {{carrier}}',
    open: 'Abrir la alerta de {{carrier}}',
    checks: 'Verificaciones de identidad',
    checkedAt: 'Verificado el {{at}}',
    heldInvoices: 'Facturas que retiene esta alerta',
    noHeld: 'Esta alerta no retiene facturas.',
    invoice: 'Factura n.º',
    amount: 'Importe',
    uploaded: 'Cargada',
    history: 'Historial',
    events: {
      raised: 'Alerta generada',
      held: 'Factura retenida',
      rechecked: 'Verificado de nuevo',
      cleared: 'Alerta borrada',
      ignored: 'Alerta ignorada',
    },
    byPortal: 'LanePay',
    resolution: {
      cleared: 'Borrada por {{name}} el {{at}}.',
      ignored: 'Ignorada por {{name}} el {{at}}: estos fallos ya no retienen las facturas de este transportista.',
    },
    loadFailed: 'No se pudo cargar la alerta.',
  },
  actions: {
    clear: 'Borrar alerta',
    ignore: 'Ignorar alerta',
    recheck: 'Verificar de nuevo',
    cancel: 'Cancelar',
    working: 'Procesando…',
    clearConfirm_one:
      '¿Borrar la alerta de {{carrier}}? La factura que retiene vuelve a Pendiente y la próxima factura del transportista se verificará de nuevo.',
    clearConfirm_other:
      '¿Borrar la alerta de {{carrier}}? Las {{count}} facturas que retiene vuelven a Pendiente y la próxima factura del transportista se verificará de nuevo.',
    ignoreConfirm_one:
      '¿Ignorar la alerta de {{carrier}}? La factura que retiene vuelve a Pendiente y estos fallos no volverán a retener las facturas del transportista.',
    ignoreConfirm_other:
      '¿Ignorar la alerta de {{carrier}}? Las {{count}} facturas que retiene vuelven a Pendiente y estos fallos no volverán a retener las facturas del transportista.',
    confirmClear: 'Borrar alerta',
    confirmIgnore: 'Ignorar alerta',
    cleared: 'Alerta borrada: sus facturas vuelven a revisión.',
    ignored: 'Alerta ignorada: sus facturas vuelven a revisión.',
    rechecked: 'Transportista verificado de nuevo.',
    failed: 'No funcionó. Inténtelo de nuevo.',
  },
} satisfies Messages<typeof en>;
