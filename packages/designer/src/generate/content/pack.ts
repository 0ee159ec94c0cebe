import type { DomainPack } from './types';

/** A domain's copy with what the writer adds: the hero's visual and, for shops, its calls to action. */
export type Pack = DomainPack & { visual: 'dashboard' | 'products'; actions?: [string, string] };
