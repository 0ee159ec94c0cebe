import type { LibraryDefinition, LibraryTheme } from './schema';

const space = { '1': 4, '2': 8, '3': 12, '4': 16, '5': 20, '6': 24, '8': 32, '10': 40, '12': 48, '16': 64 };
const radius = { none: 0, sm: 4, md: 8, lg: 12, xl: 16, full: 9999 };
const typography: LibraryTheme['typography'] = {
  display: { size: 56, weight: 700, lineHeight: 64, letterSpacing: -1 },
  h1: { size: 40, weight: 700, lineHeight: 48, letterSpacing: -0.5 },
  h2: { size: 32, weight: 600, lineHeight: 40, letterSpacing: 0 },
  h3: { size: 24, weight: 600, lineHeight: 32, letterSpacing: 0 },
  title: { size: 18, weight: 600, lineHeight: 28, letterSpacing: 0 },
  body: { size: 16, weight: 400, lineHeight: 24, letterSpacing: 0 },
  'body-sm': { size: 14, weight: 400, lineHeight: 20, letterSpacing: 0 },
  label: { size: 14, weight: 500, lineHeight: 20, letterSpacing: 0 },
  caption: { size: 12, weight: 400, lineHeight: 16, letterSpacing: 0 },
};

/** Neutral modern: slate greys, one blue accent, medium radii. */
export const NEUTRAL_LIBRARY: LibraryDefinition = {
  id: 'neutral',
  name: { en: 'Neutral Modern', zh: '简约现代' },
  description: {
    en: 'Calm greys with a single blue accent, 8 px radii and generous spacing.',
    zh: '沉稳的灰色配一抹蓝色，8 px 圆角，留白充足。',
  },
  light: {
    color: {
      primary: '#2563eb',
      'on-primary': '#ffffff',
      secondary: '#e2e8f0',
      'on-secondary': '#0f172a',
      background: '#ffffff',
      surface: '#f8fafc',
      'surface-muted': '#f1f5f9',
      'on-surface': '#0f172a',
      'on-surface-muted': '#475569',
      border: '#e2e8f0',
      success: '#15803d',
      warning: '#b45309',
      danger: '#b91c1c',
    },
    space,
    radius,
    font: { family: 'Inter' },
    typography,
  },
  dark: {
    color: {
      primary: '#2563eb',
      'on-primary': '#ffffff',
      secondary: '#1e293b',
      'on-secondary': '#f1f5f9',
      background: '#0b1120',
      surface: '#111827',
      'surface-muted': '#1e293b',
      'on-surface': '#f1f5f9',
      'on-surface-muted': '#94a3b8',
      border: '#334155',
      success: '#4ade80',
      warning: '#fbbf24',
      danger: '#f87171',
    },
    space,
    radius,
    font: { family: 'Inter' },
    typography,
  },
};
