import type { OutboxItem } from '../../../offline/outbox';

/**
 * The state a kept write is shown in. One being sent when the app closed, or the connection dropped,
 * keeps its 'sending' claim until the claim is stale: offline it is waiting, whatever the claim says.
 */
export const shownStatus = (status: OutboxItem['status'], online: boolean): OutboxItem['status'] =>
  status === 'sending' && !online ? 'pending' : status;
