import type { LibraryDefinition, LibraryTheme } from './schema';

const space = { '1': 4, '2': 8, '3': 12, '4': 16, '5': 20, '6': 24, '8': 32, '10': 40, '12': 48, '16': 64 };
// Big, friendly corners: cards at 20 px, buttons as pills.
const radius = { none: 0, sm: 8, md: 16, lg: 20, xl: 28, full: 9999 };
const typography: LibraryTheme['typography'] = {
  display: { size: 60, weight: 700, lineHeight: 68, letterSpacing: -1 },
  h1: { size: 44, weight: 700, lineHeight: 52, letterSpacing: -0.5 },
  h2: { size: 34, weight: 700, lineHeight: 42, letterSpacing: -0.5 },
  h3: { size: 24, weight: 700, lineHeight: 32, letterSpacing: 0 },
  title: { size: 19, weight: 600, lineHeight: 28, letterSpacing: 0 },
  body: { size: 17, weight: 400, lineHeight: 26, letterSpacing: 0 },
  'body-sm': { size: 15, weight: 400, lineHeight: 22, letterSpacing: 0 },
  label: { size: 15, weight: 600, lineHeight: 20, letterSpacing: 0 },
  caption: { size: 13, weight: 500, lineHeight: 18, letterSpacing: 0 },
};

/** Playful rounded: a violet accent on warm surfaces, pill buttons, large radii and bold headings. */
export const PLAYFUL_LIBRARY: LibraryDefinition = {
  id: 'playful',
  name: { en: 'Playful Rounded', zh: '活泼圆润' },
  description: {
    en: 'A cheerful violet accent on warm surfaces, pill buttons, 16–28 px radii and bold headings.',
    zh: '温暖底色配活泼的紫色，胶囊按钮，16–28 px 大圆角，标题粗壮醒目。',
  },
  light: {
    color: {
      primary: '#7c3aed',
      'on-primary': '#ffffff',
      secondary: '#fce7f3',
      'on-secondary': '#831843',
      background: '#fffbf5',
      surface: '#ffffff',
      'surface-muted': '#f5f0ff',
      'on-surface': '#1f1147',
      'on-surface-muted': '#5b5278',
      border: '#e9e2f7',
      success: '#047857',
      warning: '#9a4d00',
      danger: '#be123c',
    },
    space,
    radius,
    font: { family: 'Inter' },
    typography,
  },
  dark: {
    color: {
      primary: '#a78bfa',
      'on-primary': '#1f1147',
      secondary: '#3b1d4a',
      'on-secondary': '#fbcfe8',
      background: '#140f24',
      surface: '#1e1733',
      'surface-muted': '#2a2145',
      'on-surface': '#f5f3ff',
      'on-surface-muted': '#c4b8e6',
      border: '#3a2f5c',
      success: '#34d399',
      warning: '#fbbf24',
      danger: '#fb7185',
    },
    space,
    radius,
    font: { family: 'Inter' },
    typography,
  },
};
