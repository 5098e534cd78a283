/** Every query of this feature starts with it, so a move refreshes every queue and document. */
export const noaQueuesKey = ['admin-noa-queues'] as const;
