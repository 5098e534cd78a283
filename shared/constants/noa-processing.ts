/**
 * How long a document taken from a staff queue stays with the person who took it: 15 minutes,
 * renewed by every change they make to it. Taking the next document writes the lease with a
 * conditional write, so two processors never get the same one. It must expire because people leave
 * a document open (a closed tab, a meeting, the end of a shift) and nothing tells the portal: a
 * lease held until released would strand the document out of the queue. An NOA is a page or two
 * and its checklist a few minutes' work, so a quarter of an hour covers reading it and checking
 * the carrier without the processor racing a clock, and a document abandoned returns to the queue
 * before it is noticed missing (the queues are worked in order of arrival).
 */
export const noaLeaseMinutes = 15;

/** Longest finding an auditor writes when returning a document (the coachable report shows it whole). */
export const auditFindingMaxLength = 1000;
