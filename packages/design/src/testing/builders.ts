import { DesignNodeSchema, type DesignNode, type DesignNodeInput } from '../schema/node';
import { PanelSchema, type Panel } from '../schema/panel';

/** A valid panel (375 wide by default) around the given nodes, defaults filled in. */
export function panelOf(children: DesignNodeInput[], overrides: { width?: number; height?: number } = {}): Panel {
  return PanelSchema.parse({ id: 'panel', name: 'Test', width: 375, height: 800, ...overrides, children });
}

/** A node with defaults filled in. */
export function nodeOf(input: DesignNodeInput): DesignNode {
  return DesignNodeSchema.parse(input);
}

/** Deep-freezes a document so a test fails if an operation mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
