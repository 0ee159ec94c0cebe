import type { DesignNode } from '@boxify/design/schema';

const MAX_NAME = 64;

/** The name a text layer takes from its text: its first line, trimmed (Figma's auto-name). */
export function nameFromText(characters: string): string {
  return characters.trim().split('\n')[0].trim().slice(0, MAX_NAME) || 'Text';
}

/** New text for a text layer: its name follows the text until the user renames it (name ≠ the text's name). */
export function textPatch(node: DesignNode, characters: string): { characters: string; name?: string } {
  if (node.type !== 'text') return { characters };
  const follows = node.name === nameFromText(node.characters) || node.name === '';
  return follows ? { characters, name: nameFromText(characters) } : { characters };
}
