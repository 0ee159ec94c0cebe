// The one list of queues. A job kind belongs to exactly one queue.
export enum QueueName {
  Generation = 'generation',
  Optimisation = 'optimisation',
  Export = 'export',
  Preview = 'preview',
  // E-mails sent off the request path, so an answer does not tell whose address has an account.
  Mail = 'mail',
}

export const QUEUE_NAMES = Object.values(QueueName);
