/** The staff's factor assignment's refusals (issue 15), carried by its function alone. */
export default {
  nothingToChange: 'This relationship already has that factor.',
  noFactorOfRecord: 'This carrier has no factor of record to assign.',
  alreadyProposed: 'A change to this relationship already waits for approval.',
  ownProposal: 'You proposed this change: another ops manager approves it.',
  documentsRequired:
    'Only the new factor’s notice of assignment and the old factor’s letter of release change a carrier’s factor of record. Reject this once you have asked the factors for them.',
  decided: 'This change was already decided. Reload it to see how.',
  stale: 'The relationship’s factor changed since this was proposed. Reject it and propose again.',
  concurrentChange: 'This change was decided at the same time. Please reload it and try again.',
  notAsked: 'This payor’s factor no longer needs your answer. Reload the page.',
};
