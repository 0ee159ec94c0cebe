// The one list of queues. A job kind belongs to exactly one queue.
export enum QueueName {
  Generation = 'generation',
  Optimisation = 'optimisation',
  Export = 'export',
  Preview = 'preview',
}

export const QUEUE_NAMES = Object.values(QueueName);
