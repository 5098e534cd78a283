/** The staff's factor assignment's refusals (issue 15), carried by its function alone. */
export default {
  nothingToChange: 'Esta relación ya tiene ese factor.',
  noFactorOfRecord: 'Este transportista no tiene un factor registrado que asignar.',
  alreadyProposed: 'Ya hay un cambio de esta relación pendiente de aprobación.',
  ownProposal: 'Usted propuso este cambio: lo aprueba otro gerente de operaciones.',
  documentsRequired:
    'Solo el aviso de cesión del nuevo factor y la carta de liberación del anterior cambian el factor registrado de un transportista. Rechace esto una vez que los haya pedido a los factores.',
  decided: 'Este cambio ya se decidió. Vuelva a cargarlo para ver cómo.',
  stale: 'El factor de la relación cambió desde la propuesta. Rechácela y proponga de nuevo.',
  concurrentChange: 'Este cambio se decidió al mismo tiempo. Vuelva a cargarlo e inténtelo de nuevo.',
  notAsked: 'El factor de este pagador ya no necesita su respuesta. Vuelva a cargar la página.',
};
