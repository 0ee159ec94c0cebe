import type { EditIntent } from './parse';

/**
 * Credits per edit, by what the edit asks (the spec's example: removing a header costs 0.1). An edit that changes
 * nothing (unknown request, nothing found, already so) costs 0.
 *
 * | edit                                                        | cost |
 * | ----------------------------------------------------------- | ---- |
 * | remove, hide/show, recolour, change a text, bigger/smaller  | 0.1  |
 * | rounder corners, more/less spacing, align                   | 0.1  |
 * | translate (en ↔ zh)                                         | 0.2  |
 * | dark/light theme                                            | 0.3  |
 * | add a section                                               | 0.3  |
 * | not understood                                              | 0    |
 */
export const EDIT_COST: Readonly<Record<EditIntent['kind'], number>> = {
  remove: 0.1,
  hide: 0.1,
  show: 0.1,
  recolor: 0.1,
  'set-text': 0.1,
  'font-size': 0.1,
  radius: 0.1,
  spacing: 0.1,
  align: 0.1,
  translate: 0.2,
  theme: 0.3,
  'add-section': 0.3,
  unknown: 0,
};
