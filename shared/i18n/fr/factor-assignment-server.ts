/** The staff's factor assignment's refusals (issue 15), carried by its function alone. */
export default {
  nothingToChange: 'Cette relation a déjà cet affactureur.',
  noFactorOfRecord: 'Ce transporteur n’a pas d’affactureur attitré à attribuer.',
  alreadyProposed: 'Un changement de cette relation attend déjà une approbation.',
  ownProposal: 'Vous avez proposé ce changement : un autre responsable des opérations l’approuve.',
  documentsRequired:
    'Seuls l’avis de cession du nouvel affactureur et la lettre de mainlevée de l’ancien changent l’affactureur attitré d’un transporteur. Rejetez ceci une fois ces documents demandés aux affactureurs.',
  decided: 'Ce changement a déjà été décidé. Rechargez-le pour voir comment.',
  stale: 'L’affactureur de la relation a changé depuis la proposition. Refusez-la et proposez à nouveau.',
  concurrentChange: 'Ce changement a été décidé en même temps. Rechargez-le et réessayez.',
  notAsked: 'L’affactureur de ce payeur n’a plus besoin de votre réponse. Rechargez la page.',
};
