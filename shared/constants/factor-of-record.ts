/**
 * How long after a completed notice of assignment moves a carrier's money (to a factor, or from one
 * factor to another) the carrier may dispute it before any payment follows the new assignment:
 * 72 hours. The notice goes to the carrier's own contacts (never an address in the document); a
 * carrier told on a Friday evening must still be able to answer after the weekend, so a window
 * shorter than three days would let a forged NOA take a payment before anyone reads the notice.
 * A longer one only delays the factor's money, which the payor's duty to pay the factor after
 * notice (UCC § 9-406) tolerates for days, not weeks. Payments on the affected relationships wait
 * out the window (they are not held: nothing is wrong yet); a dispute within it holds them
 * (FRAUD_NOA) and sends the document to fraud investigation.
 */
export const noaCoolingOffHours = 72;
