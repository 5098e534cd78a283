import reportMessages from './payor-ledger-reports-reports.ts';

/** Área del pagador: el índice de informes y los informes contables (facturación, límite de crédito, participación, reembolsos). */
export default {
  ...reportMessages,
  hub: {
    title: 'Informes',
    intro: 'Lo que LanePay registró para su cuenta, en informes que puede filtrar y descargar.',
    open: 'Abrir {{report}}',
    reports: {
      billingReport: {
        title: 'Informe de facturación',
        description: 'Lo que se cargó a su cuenta, cargo por cargo, con cada factura detrás.',
      },
      creditLimitReport: {
        title: 'Informe de límite de crédito',
        description:
          'Su línea de crédito: el límite, lo que la usa hoy, su uso día a día y las facturas pagadas por adelantado con QuickPay.',
      },
      invoiceRefundsReport: {
        title: 'Reembolsos de facturas',
        description: 'Facturas cuyo pago LanePay reembolsó y las comisiones QuickPay devueltas a los transportistas.',
      },
      invoiceReview: {
        title: 'Revisión de facturas',
        description: 'Lotes de facturas cargados que esperan que los libere o los elimine.',
      },
      revenueShare: {
        title: 'Participación en ingresos',
        description:
          'Su parte de las comisiones QuickPay que pagaron sus transportistas por encima de su umbral, por periodo.',
      },
      previousSettlements: {
        title: 'Liquidaciones anteriores',
        description: 'Sus estados de liquidación mensuales, de reembolso y heredados.',
      },
      gotpFees: {
        title: 'Comisiones GOTP',
        description: 'Comisiones de Pago Puntual Garantizado por mes y las facturas detrás.',
      },
      previousWeeklySettlements: {
        title: 'Liquidaciones semanales anteriores',
        description: 'Sus estados de liquidación semanales.',
      },
      holdsReport: {
        title: 'Informe de retenciones',
        description: 'Facturas retenidas, por motivo y antigüedad, con quién las retuvo.',
      },
      unreconciledFundsReport: {
        title: 'Fondos sin conciliar',
        description:
          'Fondos recibidos de usted que aún no corresponden a ninguna factura, y con qué podrían corresponder.',
      },
    },
  },
  common: {
    emptyTitle: 'Nada que mostrar',
    emptyMessage: 'No se registró nada en estas fechas.',
    notFunded: 'Aún sin fondear',
    noLimit: 'Sin límite fijado',
  },
  billing: {
    title: 'Informe de facturación',
    intro: 'Cada cargo a su cuenta: los pagos y facturas que fondeó, menos las notas de crédito que reembolsaron.',
    dateLabel: 'Fecha del cargo',
    details: 'Exportar detalle (por factura)',
    columns: {
      draftDate: 'Fecha del cargo',
      account: 'Cuenta de fondeo',
      payments: 'Pagos',
      invoices: 'Facturas',
      gross: 'Bruto',
      creditNotes: 'Notas de crédito',
      amount: 'Cargado',
    },
    totals: {
      label: 'Totales de facturación',
      count_one: '{{count}} cargo',
      count_other: '{{count}} cargos',
      gross: 'Bruto {{amount}}',
      creditNotes: 'Notas de crédito {{amount}}',
      amount: 'Cargado {{amount}}',
    },
  },
  credit: {
    title: 'Informe de límite de crédito',
    intro:
      'Su línea de crédito con LanePay: facturas aprobadas aún sin pagar, más el QuickPay que LanePay pagó a sus transportistas antes de su cargo.',
    dateLabel: 'Fechas',
    view: 'Mostrar',
    views: { history: 'Uso por día', purchased: 'Facturas adquiridas' },
    line: {
      label: 'Línea de crédito hoy',
      limit: 'Límite {{amount}}',
      used: 'Utilizado {{amount}}',
      available: 'Disponible {{amount}}',
      approved: 'Aprobado, sin fondear {{amount}}',
      advanced: 'QuickPay anticipado {{amount}}',
      utilisation: '{{percent}} utilizado',
    },
    columns: {
      date: 'Fecha',
      limit: 'Límite',
      approved: 'Aprobado, sin fondear',
      advanced: 'QuickPay anticipado',
      used: 'Utilizado',
      available: 'Disponible',
    },
    purchased: {
      columns: {
        paidDate: 'Pagada',
        invoice: 'Factura',
        carrier: 'Transportista',
        gross: 'Bruto',
        fee: 'Comisión QuickPay',
        advanced: 'Anticipado',
        funded: 'Fondeada',
      },
      free: 'QuickPay GRATIS',
      refunded: 'Reembolsada',
      totals: {
        label: 'Totales de facturas adquiridas',
        count_one: '{{count}} factura',
        count_other: '{{count}} facturas',
        gross: 'Bruto {{amount}}',
        fee: 'Comisiones {{amount}}',
        unfunded: 'Sin fondear {{amount}}',
      },
    },
  },
  revenue: {
    title: 'Participación en ingresos',
    introMonth:
      'Su parte ({{percent}}) de las comisiones QuickPay que pagaron sus transportistas cada mes por encima de {{threshold}}.',
    introWeek:
      'Su parte ({{percent}}) de las comisiones QuickPay que pagaron sus transportistas cada semana por encima de {{threshold}}.',
    dateLabel: 'Periodo',
    columns: {
      period: 'Periodo',
      invoices: 'Facturas',
      fees: 'Comisiones QuickPay',
      eligible: 'Sobre el umbral',
      share: 'Su parte',
    },
    totals: {
      label: 'Totales de participación',
      count_one: '{{count}} periodo',
      count_other: '{{count}} periodos',
      fees: 'Comisiones {{amount}}',
      share: 'Su parte {{amount}}',
    },
  },
  refunds: {
    title: 'Reembolsos de facturas',
    intro: 'Facturas cuyo pago LanePay reembolsó: su importe volvió a su cuenta.',
    dateLabel: 'Fecha del reembolso',
    columns: {
      refundDate: 'Reembolsada',
      invoice: 'Factura',
      carrier: 'Transportista',
      payment: 'Pago',
      gross: 'Importe',
      feeRefund: 'Comisión devuelta',
      reason: 'Motivo',
    },
    totals: {
      label: 'Totales de reembolsos',
      count_one: '{{count}} factura',
      count_other: '{{count}} facturas',
      gross: 'Reembolsado {{amount}}',
      feeRefund: 'Comisiones devueltas {{amount}}',
    },
  },
};
