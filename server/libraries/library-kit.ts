// What a library offers beyond its themes, computed from them: the flat token table, the design rules the
// designer follows, and the token-based components (swatches, type styles, buttons, radii, spacing).
// AA thresholds are not re-exported by the checks folder's index.
import { buildKitSection } from '@boxify/designer';
import type { Language, Localized } from '@boxify/design/locale';
import { sharedLayoutEngine } from '@boxify/design/node';
import {
  PanelSchema,
  type Panel,
  type DesignNode,
  DesignNodeSchema,
  type DesignNodeInput,
} from '@boxify/design/schema';
import { SECTION_LABELS } from '@boxify/designer/generate';
import { AA_LARGE, AA_NORMAL, GRID, MIN_TOUCH_TARGET } from '@boxify/design/checks';
import { contrastRatio, parseColor } from '@boxify/design/color';
import {
  COLOR_ROLES,
  flattenTheme,
  type LibraryDefinition,
  type LibraryTheme,
  RADIUS_STEPS,
  SPACE_STEPS,
  TYPE_ROLES,
} from '@boxify/designer/libraries';

import { DESIGN_RULE_TEXTS, LIBRARY_MATERIAL_NAMES } from './libraries.texts';

export function tokenRows(theme: LibraryTheme): { name: string; group: string; value: string | number }[] {
  return Object.entries(flattenTheme(theme)).map(([name, value]) => ({ name, group: name.split('.')[0], value }));
}

// Text on its surface: the pairs whose contrast the rules report.
const CONTRAST_PAIRS: [string, string][] = [
  ['on-primary', 'primary'],
  ['on-secondary', 'secondary'],
  ['on-surface', 'surface'],
  ['on-surface', 'background'],
  ['on-surface-muted', 'surface'],
];

export type DesignRule = { id: string; title: Localized; text: Localized; value: Record<string, unknown> };

/** The rules the designer follows for a library, as data (its own scales included). */
export function designRules(library: LibraryDefinition): DesignRule[] {
  const theme = library.light;
  const pairs = (which: LibraryTheme) =>
    CONTRAST_PAIRS.map(([text, surface]) => {
      const ratio = contrastRatio(
        parseColor(which.color[text as keyof LibraryTheme['color']]),
        parseColor(which.color[surface as keyof LibraryTheme['color']]),
      );
      return { text, surface, ratio: Math.round(ratio * 100) / 100, passesAA: ratio >= AA_NORMAL };
    });
  return [
    {
      id: 'grid',
      title: DESIGN_RULE_TEXTS.grid.title,
      text: DESIGN_RULE_TEXTS.grid.text(GRID),
      value: { base: GRID, layout: GRID * 2, scale: theme.space },
    },
    {
      id: 'type-scale',
      title: DESIGN_RULE_TEXTS.typeScale.title,
      text: DESIGN_RULE_TEXTS.typeScale.text(theme.font.family, theme.typography['body-sm'].size),
      value: { fontFamily: theme.font.family, roles: theme.typography },
    },
    {
      id: 'touch-target',
      title: DESIGN_RULE_TEXTS.touchTarget.title,
      text: DESIGN_RULE_TEXTS.touchTarget.text(MIN_TOUCH_TARGET),
      value: { minSize: MIN_TOUCH_TARGET },
    },
    {
      id: 'contrast',
      title: DESIGN_RULE_TEXTS.contrast.title,
      text: DESIGN_RULE_TEXTS.contrast.text(AA_NORMAL, AA_LARGE),
      value: { normal: AA_NORMAL, large: AA_LARGE, light: pairs(library.light), dark: pairs(library.dark) },
    },
    {
      id: 'radius',
      title: DESIGN_RULE_TEXTS.radius.title,
      text: DESIGN_RULE_TEXTS.radius.text(theme.radius.md),
      value: { scale: theme.radius },
    },
    {
      id: 'color-tokens',
      title: DESIGN_RULE_TEXTS.colorTokens.title,
      text: DESIGN_RULE_TEXTS.colorTokens.text,
      value: { roles: [...COLOR_ROLES] },
    },
  ];
}

export type LibraryMaterial = {
  materialId: string;
  kind: 'section' | 'color' | 'typography' | 'button' | 'radius' | 'space';
  name: Localized;
  tokens: Record<string, string>;
  node: DesignNode;
};

const solid = (color: string) => [{ type: 'solid' as const, color, opacity: 1, visible: true }];
const node = (input: DesignNodeInput): DesignNode => DesignNodeSchema.parse(input);

const BUTTONS: { id: string; name: Localized; fill: 'primary' | 'secondary' | 'danger'; text: string }[] = [
  { id: 'primary', name: LIBRARY_MATERIAL_NAMES.primaryButton, fill: 'primary', text: 'on-primary' },
  { id: 'secondary', name: LIBRARY_MATERIAL_NAMES.secondaryButton, fill: 'secondary', text: 'on-secondary' },
  { id: 'danger', name: LIBRARY_MATERIAL_NAMES.dangerButton, fill: 'danger', text: 'on-primary' },
];

/** The library's token-based components for one theme, each a design node bound to its tokens. */
export function libraryMaterials(theme: LibraryTheme): LibraryMaterial[] {
  const out: LibraryMaterial[] = [];
  for (const role of COLOR_ROLES) {
    const tokens = { 'fills.0.color': `color.${role}`, radius: 'radius.md' };
    out.push({
      materialId: `color.${role}`,
      kind: 'color',
      name: { en: role, zh: role },
      tokens,
      node: node({
        id: `swatch-${role}`,
        type: 'rect',
        name: role,
        width: 64,
        height: 64,
        radius: theme.radius.md,
        fills: solid(theme.color[role]),
        strokes: solid(theme.color.border),
        tokens,
      }),
    });
  }
  for (const role of TYPE_ROLES) {
    const style = theme.typography[role];
    const tokens = {
      'style.fontSize': `type.${role}.size`,
      'style.fontWeight': `type.${role}.weight`,
      'style.lineHeight': `type.${role}.lineHeight`,
      'style.letterSpacing': `type.${role}.letterSpacing`,
      'style.fontFamily': 'font.family',
      'fills.0.color': 'color.on-surface',
    };
    out.push({
      materialId: `type.${role}`,
      kind: 'typography',
      name: LIBRARY_MATERIAL_NAMES.text(role),
      tokens,
      node: node({
        id: `type-${role}`,
        type: 'text',
        name: role,
        characters: `${role} ${style.size}/${style.lineHeight}`,
        style: {
          fontFamily: theme.font.family,
          fontSize: style.size,
          fontWeight: style.weight,
          lineHeight: style.lineHeight,
          letterSpacing: style.letterSpacing,
        },
        fills: solid(theme.color['on-surface']),
        tokens,
      }),
    });
  }
  const label = theme.typography.label;
  for (const button of BUTTONS) {
    const tokens = {
      'fills.0.color': `color.${button.fill}`,
      radius: 'radius.md',
      'layout.gap': 'space.2',
    };
    out.push({
      materialId: `button.${button.id}`,
      kind: 'button',
      name: button.name,
      tokens,
      node: node({
        id: `button-${button.id}`,
        type: 'frame',
        name: button.name.en,
        role: 'button',
        width: 120,
        height: MIN_TOUCH_TARGET,
        sizing: { horizontal: 'hug', vertical: 'fixed' },
        radius: theme.radius.md,
        fills: solid(theme.color[button.fill]),
        layout: {
          mode: 'horizontal',
          gap: theme.space['2'],
          padding: [0, theme.space['5'], 0, theme.space['5']],
          align: 'center',
          justify: 'center',
        },
        children: [
          {
            id: `button-${button.id}-label`,
            type: 'text',
            name: 'Label',
            characters: button.name.en.replace(/ button$/, ''),
            style: {
              fontFamily: theme.font.family,
              fontSize: label.size,
              fontWeight: label.weight,
              lineHeight: label.lineHeight,
            },
            fills: solid(theme.color[button.text as keyof LibraryTheme['color']]),
            tokens: { 'fills.0.color': `color.${button.text}`, 'style.fontSize': 'type.label.size' },
          },
        ],
        tokens,
      }),
    });
  }
  for (const step of RADIUS_STEPS) {
    const tokens = { radius: `radius.${step}` };
    out.push({
      materialId: `radius.${step}`,
      kind: 'radius',
      name: LIBRARY_MATERIAL_NAMES.radius(step),
      tokens,
      node: node({
        id: `radius-${step}`,
        type: 'rect',
        name: `radius ${step}`,
        width: 64,
        height: 64,
        radius: theme.radius[step],
        fills: solid(theme.color['surface-muted']),
        strokes: solid(theme.color.border),
        tokens,
      }),
    });
  }
  for (const step of SPACE_STEPS) {
    const tokens = { width: `space.${step}`, 'fills.0.color': 'color.primary' };
    out.push({
      materialId: `space.${step}`,
      kind: 'space',
      name: LIBRARY_MATERIAL_NAMES.space(step),
      tokens,
      node: node({
        id: `space-${step}`,
        type: 'rect',
        name: `space ${step}`,
        width: Math.max(theme.space[step], 1),
        height: 16,
        fills: solid(theme.color.primary),
        tokens,
      }),
    });
  }
  return out;
}

/** The kit's sections a library offers as components (the search panel's component tab). */
const SECTION_MATERIALS: { kind: keyof typeof SECTION_LABELS; only?: 'mobile' | 'desktop' }[] = [
  { kind: 'navigation' },
  { kind: 'hero' },
  { kind: 'features' },
  { kind: 'logos', only: 'desktop' },
  { kind: 'stats' },
  { kind: 'charts' },
  { kind: 'data-table', only: 'desktop' },
  { kind: 'pricing' },
  { kind: 'testimonials' },
  { kind: 'faq' },
  { kind: 'cta' },
  { kind: 'sign-in' },
  { kind: 'sign-up' },
  { kind: 'payment-method' },
  { kind: 'checkout' },
  { kind: 'chat' },
  { kind: 'settings' },
  { kind: 'profile' },
  { kind: 'product-list' },
  { kind: 'empty-state' },
  { kind: 'tab-bar', only: 'mobile' },
  { kind: 'side-navigation', only: 'desktop' },
  { kind: 'footer' },
];

const sectionCache = new Map<string, LibraryMaterial[]>();

/** Sections of the kit drawn with a library's theme (cached per theme, language and platform). */
export async function sectionMaterials(
  libraryId: string,
  themeName: 'light' | 'dark',
  theme: LibraryTheme,
  language: Language,
  platform: 'mobile' | 'desktop',
): Promise<LibraryMaterial[]> {
  const key = `${libraryId}|${themeName}|${language}|${platform}|${JSON.stringify(theme)}`;
  const cached = sectionCache.get(key);
  if (cached) return cached;
  const tokens = flattenTheme(theme);
  const engine = await sharedLayoutEngine();
  const library = { libraryId, theme: themeName, tokens };
  const out = SECTION_MATERIALS.filter((s) => !s.only || s.only === platform).map(({ kind }): LibraryMaterial => {
    const node = buildKitSection(kind, {
      library,
      platform,
      language,
      width: platform === 'mobile' ? 390 : 1440,
      about: language === 'zh' ? 'Boxify 设计平台' : 'Boxify design platform',
      seed: `${libraryId}#${kind}`,
    });
    const label = SECTION_LABELS[kind];
    // A section fills its page's flow; inserted on its own it keeps the platform's width.
    const width = platform === 'mobile' ? 390 : 1440;
    const sized = { ...node, width, sizing: { ...node.sizing, horizontal: 'fixed' as const } } as DesignNode;
    // Its stored height is the height its content gives it (thumbnails and a first selection box read it).
    const laidOut = engine.layout({ ...panelOf(width), children: [sized] }).boxes.get(sized.id);
    const placed = { ...sized, height: Math.ceil(laidOut?.height ?? sized.height) };
    return { materialId: `section:${kind}`, kind: 'section', name: label, tokens: {}, node: placed as DesignNode };
  });
  if (sectionCache.size > 64) sectionCache.clear();
  sectionCache.set(key, out);
  return out;
}

const panelOf = (width: number): Panel => PanelSchema.parse({ id: 'materials', name: 'Materials', width, height: 100 });
